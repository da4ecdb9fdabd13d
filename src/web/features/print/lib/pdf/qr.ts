import type { PDFPage } from "pdf-lib";
import { rgb } from "pdf-lib";
import QRCode from "qrcode";

/** Draws `text` as a QR code (black on white, a quiet zone of two modules included) of side `size` whose
 * lower-left corner is (x, y): RSVP cards' links, escort and place cards' check-in codes. */
export function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
