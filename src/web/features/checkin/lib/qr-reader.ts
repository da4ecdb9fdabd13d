/**
 * Reads QR codes from the camera's frames (docs/decisions/029-check-in.md, "Scan"): the browser's own
 * BarcodeDetector where it reads QR codes (Chrome on Android, Safari on macOS), else ZXing-C++ compiled to
 * WebAssembly (zxing-wasm, some 320 KB compressed), fetched from the app only when Scan is opened, so the
 * check-in screen itself stays light.
 */
export interface QrReader {
  engine: "native" | "zxing";
  /** The texts of the QR codes in the video's current frame. */
  read(video: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are read at most this wide or tall: a card held before the camera is large in it, and a smaller
 * image decodes faster. */
const MAX_SIDE = 1280;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return {
      engine: "native",
      read: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    };
  } catch {
    return null; // present but not working (a desktop without the platform's detector)
  }
}

async function zxingReader(): Promise<QrReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import("zxing-wasm/reader"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  await prepareZXingModule({
    // From the app's own files, never a CDN (the CSP allows none, and the venue may have no signal).
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  return {
    engine: "zxing",
    read: async (video) => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return [];
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const codes = await readBarcodes(frame, {
        formats: ["QRCode"],
        maxNumberOfSymbols: 1,
        tryHarder: true,
      });
      return codes.filter((code) => code.isValid).map((code) => code.text);
    },
  };
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? zxingReader();
}
