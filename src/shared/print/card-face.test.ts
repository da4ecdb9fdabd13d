import { describe, expect, it } from "vitest";
import { cardFaceLayout } from "./card-face";
import { CARD, CARD_SIZES } from "./paper";

describe("a card face with its QR code", () => {
  it.each(CARD_SIZES)("keeps the code clear of the name and the table line on a %s card", (size) => {
    const face = CARD[size];
    const layout = cardFaceLayout(face, { hasDetail: true, qr: true });
    const qr = layout.qr!;
    // The code's top, measured from the face's top, as a fraction of its height.
    const qrTop = 1 - (qr.inset + qr.side) / face.height;
    // The name's descenders (a fifth of its 0.19 size) end above the code.
    expect(layout.nameY + 0.19 * 0.25).toBeLessThan(qrTop);
    // The table line is centred and ends before the code starts.
    const detailEnd = (face.width + layout.detailWidth) / 2;
    expect(detailEnd).toBeLessThanOrEqual(face.width - qr.inset - qr.side);
    expect(layout.detailWidth).toBeGreaterThan(face.width * 0.3);
    // Some 16 mm or more: a phone reads a code of 41 modules from a hand's length.
    expect(qr.side).toBeGreaterThan(45);
  });

  it("is laid out as before without one", () => {
    expect(cardFaceLayout(CARD["3.5x2in"], { hasDetail: true, qr: false })).toMatchObject({
      titleY: 0.2,
      nameY: 0.56,
      detailY: 0.8,
      qr: null,
    });
  });
});
