import { type CSSProperties, useEffect, useState } from "react";
import { cn } from "@/web/lib/utils";

const svgDataUrl = (svg: string) => "data:image/svg+xml;utf8,".concat(encodeURIComponent(svg));

/** `text` as a QR code, drawn as the PDF draws it (error correction M, a quiet zone of two modules); the
 * encoder is loaded the first time a preview shows one. */
export function QrImage({
  text,
  label,
  className,
  style,
}: {
  text: string;
  label: string;
  className?: string;
  style?: CSSProperties;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ default: QRCode }) =>
      QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" }).then(
        (markup) => live && setSvg(markup),
      ),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return svg ? (
    <img src={svgDataUrl(svg)} alt={label} className={className} style={style} />
  ) : (
    <div
      role="presentation"
      className={cn("aspect-square animate-pulse rounded bg-muted", className)}
      style={style}
    />
  );
}
