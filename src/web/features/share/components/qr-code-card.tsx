import { DownloadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { darkenedToContrast } from "@/shared/color";
import { DEFAULT_CUSTOM_THEME } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";

/** Big enough to print on a welcome sign. */
const PRINT_SIZE_PX = 1024;

function download(href: string, name: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A QR code of a link (the guest page's unless told), shown and downloadable as PNG (1024 px, for print) and
 * SVG. */
export function QrCodeCard({
  link,
  primary,
  fileName,
  title,
  description,
  label,
}: {
  link: string;
  primary: string;
  fileName: string;
  title?: string;
  description?: string;
  label?: string;
}) {
  const t = useT();
  // The event's primary colour when a phone camera can read it on white (4.5:1), else a darker shade of it.
  const colour = darkenedToContrast(primary);
  // Explained only for a colour the owner picked: the default one is ours to adjust without a word.
  const picked = primary.toLowerCase();
  const darkened = colour !== picked && picked !== DEFAULT_CUSTOM_THEME.primaryColor;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ default: QRCode }) =>
      QRCode.toString(link, {
        type: "svg",
        margin: 2,
        errorCorrectionLevel: "M",
        color: { dark: colour, light: "#ffffff" },
      }).then((markup) => live && setSvg(markup)),
    );
    return () => {
      live = false;
    };
  }, [link, colour]);

  const downloadPng = async () => {
    const { default: QRCode } = await import("qrcode");
    const url = await QRCode.toDataURL(link, {
      width: PRINT_SIZE_PX,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: colour, light: "#ffffff" },
    });
    download(url, `${fileName}.png`);
  };
  const downloadSvg = () => {
    if (!svg) return;
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    download(url, `${fileName}.svg`);
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title ?? t("QR code")}</CardTitle>
        <CardDescription>
          {description ??
            t("Print it on a welcome sign or your invitations: guests scan it to find their table.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div
          role="img"
          aria-label={label ?? t("QR code of the event link")}
          className="size-48 shrink-0 rounded-xl border bg-white p-1 [&>svg]:size-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the qrcode library's own SVG of our link
          dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
        />
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" onClick={() => void downloadPng()}>
            <DownloadIcon aria-hidden="true" />
            {t("Download PNG")}
          </Button>
          <Button type="button" variant="outline" onClick={downloadSvg} disabled={!svg}>
            <DownloadIcon aria-hidden="true" />
            {t("Download SVG")}
          </Button>
          {darkened ? (
            <p className="max-w-56 text-sm text-muted-foreground">
              {t("Drawn in a darker shade of your primary colour, so every phone can scan it.")}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
