/**
 * What the door hears and feels on a read (docs/decisions/029-check-in.md, "Scan"): one high beep and a short
 * buzz for a check-in, two shorter beeps for someone already here, a low tone and a long buzz for a code that
 * is not a guest of this event. The sound is made with Web Audio (no file to load); `start` must run in the
 * tap that opens Scan, which is when a browser lets a page make sound.
 */
export type ScanSignal = "checked-in" | "already" | "refused";

const TONES: Record<ScanSignal, { hz: number; beeps: number; ms: number; vibrate: number[] }> = {
  "checked-in": { hz: 1046, beeps: 1, ms: 140, vibrate: [120] },
  already: { hz: 784, beeps: 2, ms: 90, vibrate: [60, 60, 60] },
  refused: { hz: 220, beeps: 1, ms: 320, vibrate: [300] },
};

export function createScanFeedback() {
  let audio: AudioContext | null = null;
  return {
    start() {
      try {
        audio ??= new AudioContext();
        void audio.resume();
      } catch {
        audio = null; // no Web Audio: vibration alone
      }
    },
    signal(kind: ScanSignal) {
      const tone = TONES[kind];
      navigator.vibrate?.(tone.vibrate);
      if (audio?.state !== "running") return;
      for (let beep = 0; beep < tone.beeps; beep++) {
        const at = audio.currentTime + beep * ((tone.ms * 2) / 1000);
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = tone.hz;
        gain.gain.setValueAtTime(0.25, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(at);
        oscillator.stop(at + tone.ms / 1000);
      }
    },
    stop() {
      void audio?.close();
      audio = null;
    },
  };
}
