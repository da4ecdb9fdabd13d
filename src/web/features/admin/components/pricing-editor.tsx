import { PlusIcon, SaveIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { fieldErrors } from "@/shared/field-errors";
import { PRICING_LIMITS, type PricingPlan, savePricingPlansSchema } from "@/shared/pricing";
import { UnsavedChangesGuard } from "@/web/components/form/unsaved-changes-guard";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSavePricingPlans } from "../api/site-settings";
import { PageHeader } from "./page-header";
import { newDraft, type PlanDraft, toDraft, toSaveInput } from "./plan-drafts";
import { PlanEditorCard } from "./plan-editor-card";

/** The errors of package `index`, keyed by its own fields ("price", "features.1"). */
function errorsOf(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `pricingPlans.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** Wedding Packages: a card per plan, 'Add New Package', and one save for the whole list. */
export function PricingEditor({ plans }: { plans: PricingPlan[] }) {
  const t = useT();
  const [saved, setSaved] = useState(() => plans.map(toDraft));
  const [drafts, setDrafts] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePricingPlans();
  const dirty = JSON.stringify(drafts) !== JSON.stringify(saved);
  const listError = errors.pricingPlans ?? errors._;

  const update = (index: number, patch: Partial<PlanDraft>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));

  const submit = async () => {
    const { input, errors: priceErrors } = toSaveInput(drafts);
    const checked = savePricingPlansSchema.safeParse(input);
    const found = { ...(checked.success ? {} : fieldErrors(checked.error)), ...priceErrors };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("Error"), { description: t("Please fix the highlighted fields.") });
      return;
    }
    try {
      const result = await save.mutateAsync(input);
      const next = result.pricingPlans.map(toDraft);
      setSaved(next);
      setDrafts(next);
      toast.success(t("Pricing plans saved"), {
        description: t("Your pricing configuration has been updated"),
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("Error"), { description: getErrorMessage(error, t("Failed to save pricing plans")) });
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UnsavedChangesGuard
        dirty={dirty && !save.isPending}
        description={t("Your changes to the packages have not been saved.")}
      />
      <PageHeader
        title={t("Wedding Packages")}
        description={t("The packages on the pricing page and the landing page.")}
        actions={
          <>
            {dirty ? <span className="text-sm text-muted-foreground">{t("Unsaved changes")}</span> : null}
            <Button type="submit" disabled={save.isPending}>
              <SaveIcon aria-hidden="true" />
              {save.isPending ? t("Saving...") : t("Save Wedding Packages")}
            </Button>
          </>
        }
      />
      {listError ? (
        <Alert variant="destructive">
          <AlertDescription>{t(listError)}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {drafts.map((draft, index) => (
          <li key={draft.id}>
            <PlanEditorCard
              plan={draft}
              index={index}
              errors={errorsOf(errors, index)}
              onChange={(patch) => update(index, patch)}
              onRemove={() => setDrafts((current) => current.filter((_, i) => i !== index))}
            />
          </li>
        ))}
        {drafts.length < PRICING_LIMITS.plans ? (
          <li>
            <button
              type="button"
              onClick={() => setDrafts((current) => [...current, newDraft(current)])}
              className="flex h-full min-h-64 w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-lavender-200 bg-card/60 p-6 text-lavender-800 transition-colors outline-none hover:border-primary hover:bg-lavender-50 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="grid size-12 place-content-center rounded-full bg-secondary">
                <PlusIcon aria-hidden="true" className="size-6" />
              </span>
              <span className="font-medium">{t("Add New Package")}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </form>
  );
}
