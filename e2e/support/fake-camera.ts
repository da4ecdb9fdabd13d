import { writeFile } from "node:fs/promises";
import QRCode from "qrcode";

/**
 * Video for Chromium's fake camera (`--use-file-for-fake-video-capture=file.y4m`): a Y4M file, the simplest
 * raw format it plays (a text header, then per frame "FRAME\n" and the Y, U and V planes, 4:2:0), looped.
 * Frames are RGBA pixels; each is shown for `seconds`.
 */
export async function writeY4m(
  path: string,
  size: { width: number; height: number },
  scenes: { rgba: Uint8Array; seconds: number }[],
  fps = 10,
) {
  const { width, height } = size;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chunks: Buffer[] = [header];
  for (const scene of scenes) {
    const frame = Buffer.concat([Buffer.from("FRAME\n"), toI420(scene.rgba, width, height)]);
    for (let n = 0; n < Math.max(1, Math.round(scene.seconds * fps)); n++) chunks.push(frame);
  }
  await writeFile(path, Buffer.concat(chunks));
}

/** RGBA to planar Y, U, V (JPEG's full-range BT.601), the colour planes at half resolution. */
function toI420(rgba: Uint8Array, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = (row * width + column) * 4;
      const [r, g, b] = [rgba[at]!, rgba[at + 1]!, rgba[at + 2]!];
      y[row * width + column] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && column % 2 === 0) {
        const half = (row / 2) * (width / 2) + column / 2;
        u[half] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[half] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/** A white frame with `text` as a QR code in its middle (a code printed by someone else), or blank. */
export function qrFrame(size: { width: number; height: number }, text?: string): Uint8Array {
  const rgba = new Uint8Array(size.width * size.height * 4).fill(255);
  if (!text) return rgba;
  const modules = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const cell = Math.floor((Math.min(size.width, size.height) * 0.6) / modules.size);
  const left = Math.floor((size.width - cell * modules.size) / 2);
  const top = Math.floor((size.height - cell * modules.size) / 2);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let dy = 0; dy < cell; dy++)
        for (let dx = 0; dx < cell; dx++) {
          const at = ((top + row * cell + dy) * size.width + left + column * cell + dx) * 4;
          rgba.fill(0, at, at + 3);
        }
    }
  return rgba;
}
