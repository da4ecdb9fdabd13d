import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";

const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-xl border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground [&>svg]:text-primary",
        info: "border-lavender-200 bg-lavender-50 text-lavender-900 [&>svg]:text-lavender-700",
        success: "border-green-200 bg-green-50 text-green-900 [&>svg]:text-green-700",
        warning: "border-amber-200 bg-amber-50 text-amber-950 [&>svg]:text-amber-700",
        destructive: "border-red-200 bg-red-50 text-red-900 [&>svg]:text-red-700",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** A message box. Destructive alerts are announced (role="alert"); others are a plain status. */
export function Alert({
  className,
  variant,
  role,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cn("col-start-2 font-medium", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn("col-start-2 text-sm opacity-90 [&_p]:leading-relaxed", className)}
      {...props}
    />
  );
}
