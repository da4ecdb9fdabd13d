import { CheckCircle2Icon, CircleDashedIcon, CircleIcon } from "lucide-react";
import type { SetupProgress, SetupStep, SetupStepStatus } from "@/shared/setup-progress";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const STEP_LABELS: Record<SetupStep, string> = {
  create: msg("Create your event"),
  details: msg("Add event details"),
  guests: msg("Add your guests"),
  tables: msg("Set up your tables"),
  publish: msg("Publish your event page"),
};

const STATUS_TEXT: Record<SetupStepStatus, string> = {
  completed: msg("Completed"),
  "in-progress": msg("In progress"),
  pending: msg("Not started"),
};

/** The five-step setup checklist (src/shared/setup-progress.ts) with its percentage. */
export function SetupProgressCard({ progress }: { progress: SetupProgress }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Setup progress")}</CardTitle>
        <CardDescription>
          {t("{done} of {total} steps done · {percent, number, percent} complete", {
            done: progress.completedCount,
            total: progress.steps.length,
            percent: progress.percentage / 100,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div
          role="progressbar"
          aria-label={t("Setup progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentage}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${progress.percentage}%` }}
          />
        </div>
        <ol className="flex flex-col gap-2">
          {progress.steps.map((step) => (
            <li key={step.id} className="flex items-center gap-3 text-sm">
              {step.status === "completed" ? (
                <CheckCircle2Icon aria-hidden="true" className="size-5 text-success" />
              ) : step.status === "in-progress" ? (
                <CircleDashedIcon aria-hidden="true" className="size-5 text-warning" />
              ) : (
                <CircleIcon aria-hidden="true" className="size-5 text-muted-foreground" />
              )}
              <span className={cn("flex-1", step.status === "completed" && "text-muted-foreground")}>
                {t(STEP_LABELS[step.id])}
              </span>
              <span className="text-xs text-muted-foreground">{t(STATUS_TEXT[step.status])}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
