import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ONBOARDING_STEPS, REDIRECT_DELAY_MS } from "@/shared/constants";
import { createEventSchema, isPastDate, localToday } from "@/shared/event";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useLocale, useT } from "@/web/lib/i18n";
import { useSaveEventTheme } from "@/web/lib/save-event-theme";
import { useRequireMe } from "@/web/lib/session";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useCreateEvent } from "../api/create-event";
import { StepAppearance } from "../components/step-appearance";
import { StepBasic } from "../components/step-basic";
import { StepDetails } from "../components/step-details";
import { StepVenue } from "../components/step-venue";
import {
  INITIAL_VALUES,
  STEP_TITLES,
  toCreateEventInput,
  toThemeInput,
  type WizardValues,
} from "../components/wizard-values";

const LEAVE_TOASTS: Record<number, string> = {
  1: msg("Great start! Let's add some details now."),
  2: msg("You're doing great! Almost there."),
};

export function Component() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t("Create your event"));
  const { status } = useRequireMe({ redirectTo: "/login", title: msg("Authentication required") });
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(INITIAL_VALUES);
  const [done, setDone] = useState(false);
  const createEvent = useCreateEvent();
  const saveTheme = useSaveEventTheme();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  const update = (patch: Partial<WizardValues>) => setValues((current) => ({ ...current, ...patch }));

  if (status !== "allowed") {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }

  const validateBasics = () => {
    if (!values.title.trim() || !values.date || !values.eventType) {
      toast.error(t("Missing information"), {
        description: t("Please fill in all required fields to continue."),
      });
      return false;
    }
    if (isPastDate(values.date, localToday())) {
      toast.error(t("Invalid date"), {
        description: t("Event date cannot be in the past. Please choose a future date."),
      });
      return false;
    }
    return true;
  };

  const next = () => {
    if (step === 1 && !validateBasics()) return;
    const message = LEAVE_TOASTS[step];
    if (message) toast.success(t(message));
    setStep((current) => Math.min(current + 1, ONBOARDING_STEPS));
  };

  const create = async () => {
    if (!validateBasics()) return setStep(1);
    const parsed = createEventSchema.safeParse(toCreateEventInput(values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      toast.error(t("Error creating event"), { description: issue ? t(issue) : undefined });
      return;
    }
    let eventId: string;
    try {
      eventId = (await createEvent.mutateAsync(toCreateEventInput(values))).id;
    } catch (error) {
      toast.error(t("Error creating event"), {
        description: getErrorMessage(error, t("Failed to create event")),
      });
      return;
    }
    try {
      await saveTheme.mutateAsync({ eventId, theme: toThemeInput(values) });
    } catch {
      toast.warning(t("Warning"), {
        description: t("Event was created, but there was an issue with saving your theme preferences."),
      });
    }
    setDone(true);
    toast.success(t("Event Created!"), { description: t("Your event has been set up successfully.") });
    redirect.current = window.setTimeout(() => navigate("/dashboard"), REDIRECT_DELAY_MS);
  };

  const busy = createEvent.isPending || saveTheme.isPending || done;
  const percent = Math.round((step / ONBOARDING_STEPS) * 100);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold">{t("Create your event")}</h1>
        <p className="text-muted-foreground">{t("Four short steps and your wedding is ready to plan.")}</p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>{t("Step {step} of {total}", { step, total: ONBOARDING_STEPS })}</span>
          <span>{new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t("Wizard progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            {step} {t(STEP_TITLES[step - 1] ?? "")}
          </CardTitle>
          <CardDescription>
            {step === 1
              ? t("Fields marked required are needed to continue.")
              : t("Everything here can be changed later.")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step < ONBOARDING_STEPS) next();
              else void create();
            }}
            className="flex flex-col gap-8"
          >
            {step === 1 && <StepBasic values={values} update={update} />}
            {step === 2 && <StepDetails values={values} update={update} />}
            {step === 3 && <StepVenue values={values} update={update} />}
            {step === 4 && <StepAppearance values={values} update={update} />}
            <div className="flex justify-between gap-3">
              <Button
                variant="outline"
                disabled={step === 1 || busy}
                onClick={() => setStep((current) => Math.max(current - 1, 1))}
              >
                {t("Back")}
              </Button>
              <Button type="submit" disabled={busy}>
                {step < ONBOARDING_STEPS ? t("Continue") : busy ? t("Creating…") : t("Create Event")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
