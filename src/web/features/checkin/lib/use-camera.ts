import { type RefObject, useEffect, useState } from "react";

/** Where the camera is: starting, showing in the video, or why not (refused, none, in use by another app). */
export type CameraState = "starting" | "live" | "denied" | "absent" | "busy" | "failed";

function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "absent";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

/**
 * The phone's rear camera (getUserMedia, `facingMode: environment`; a laptop's only camera otherwise) in
 * `video` while mounted; stopped when unmounted, so the camera light goes out when Scan closes.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>("starting");
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the camera again (Try again)
  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    setState("starting");
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("absent"); // no camera API: an insecure address, or a browser without one
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
      })
      .then(async (granted) => {
        if (!live) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        stream = granted;
        const element = video.current;
        if (element) {
          element.srcObject = granted;
          await element.play().catch(() => undefined);
        }
        if (live) setState("live");
      })
      .catch((error: unknown) => {
        if (live) setState(stateOfError(error));
      });
    return () => {
      live = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
  }, [attempt, video]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
