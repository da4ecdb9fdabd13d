import type { Size } from "./paper";

/**
 * Where the lines of an escort or place card's face go (fractions of its height from its top, the baseline of
 * each line), and its guest's QR code when the print carries them: a square in the bottom corner on the end
 * side, 36 % of the face's height (18 mm on a 2-inch card: some 0.4 mm a module, which a phone reads from a
 * hand's length). With it, the name moves up and the table line narrows so neither runs into the code.
 */
export interface CardFaceLayout {
  titleY: number;
  nameY: number;
  /** The table (escort) or meal (place) line. */
  detailY: number;
  /** The widest the table or meal line may be, in points. */
  detailWidth: number;
  qr: { side: number; inset: number } | null;
}

const QR_SIDE = 0.36;
const QR_INSET = 0.06;

export function cardFaceLayout(face: Size, options: { hasDetail: boolean; qr: boolean }): CardFaceLayout {
  const pad = Math.min(face.width, face.height) * 0.1;
  if (!options.qr) {
    return {
      titleY: 0.2,
      nameY: options.hasDetail ? 0.56 : 0.62,
      detailY: 0.8,
      detailWidth: face.width - 2 * pad,
      qr: null,
    };
  }
  const side = face.height * QR_SIDE;
  const inset = face.height * QR_INSET;
  return {
    titleY: 0.18,
    nameY: options.hasDetail ? 0.5 : 0.54,
    detailY: 0.8,
    // Centred like the name, clear of the code on one side and so of the same room on the other.
    detailWidth: Math.max(face.width * 0.3, face.width - 2 * (side + inset + pad / 2)),
    qr: { side, inset },
  };
}
