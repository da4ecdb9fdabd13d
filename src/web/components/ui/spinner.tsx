import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";

/** A spinning indicator announced as a status; `label` is read by screen readers. */
export function Spinner({
  className,
  label = "Loading",
  ...props
}: ComponentProps<"span"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center", className)} {...props}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
