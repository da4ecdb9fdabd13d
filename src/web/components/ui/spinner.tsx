import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** A spinning indicator announced as a status; `label` is read by screen readers. */
export function Spinner({ className, label, ...props }: ComponentProps<"span"> & { label?: string }) {
  const t = useT();
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center", className)} {...props}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="sr-only">{label ?? t("Loading")}</span>
    </span>
  );
}
