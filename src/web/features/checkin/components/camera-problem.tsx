import { CameraOffIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import type { CameraState } from "../lib/use-camera";

/** Why Scan cannot see, and what to do: allow the camera, free it, or check guests in by name. */
export function CameraProblem({
  problem,
  onRetry,
}: {
  problem: Exclude<CameraState, "starting" | "live">;
  onRetry?: () => void;
}) {
  const t = useT();
  const [title, detail] =
    problem === "denied"
      ? [
          t("The camera is blocked"),
          t(
            "Allow the camera for this site in the browser's settings, then try again. Guests can still be checked in by name.",
          ),
        ]
      : problem === "absent"
        ? [
            t("No camera found"),
            t("This device has no camera the browser can use. Check guests in by name instead."),
          ]
        : problem === "busy"
          ? [t("The camera is in use"), t("Close the other app using the camera, then try again.")]
          : [
              t("Scanning could not start"),
              t("Check guests in by name instead, or reload the page and try again."),
            ];
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-2xl border bg-muted/40 p-6 text-center"
    >
      <CameraOffIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground">{detail}</p>
      {onRetry ? (
        <Button variant="outline" size="lg" onClick={onRetry}>
          {t("Try again")}
        </Button>
      ) : null}
    </div>
  );
}
