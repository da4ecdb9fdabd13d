import { PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import { PLAN_INTERVALS, PRICING_LIMITS } from "@/shared/pricing";
import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { PlanDraft } from "./plan-drafts";

const INTERVAL_LABELS = { month: msg("per month"), year: msg("per year") } as const;

/** One package: name, description, price and interval, 'Popular package', features with add and remove.
 * `errors` are keyed by field ("price", "features.2") for this package only: English ids from the schema, or
 * the server's messages already translated. */
export function PlanEditorCard({
  plan,
  index,
  errors,
  onChange,
  onRemove,
}: {
  plan: PlanDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<PlanDraft>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const shown = (message?: string) => (message ? t(message) : undefined);
  const id = (field: string) => `plan-${index}-${field}`;
  const name = plan.name.trim() || t("Package {number}", { number: index + 1 });
  const setFeature = (at: number, value: string) =>
    onChange({ features: plan.features.map((feature, i) => (i === at ? value : feature)) });

  return (
    <Card
      role="group"
      aria-label={name}
      className={cn("h-full gap-4", plan.isPopular && "border-primary/60 ring-2 ring-primary/70")}
    >
      <CardHeader className="flex-row items-center justify-between gap-2">
        <h2 className="truncate font-serif text-lg font-semibold">{name}</h2>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("Remove {name}", { name })}
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TextField
          id={id("name")}
          dir="auto"
          label={t("Name")}
          maxLength={80}
          value={plan.name}
          error={shown(errors.name)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextAreaField
          id={id("description")}
          dir="auto"
          label={t("Description")}
          rows={2}
          maxLength={300}
          value={plan.description}
          error={shown(errors.description)}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <TextField
            id={id("price")}
            label={t("Price ($)")}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={plan.price}
            error={shown(errors.price)}
            onChange={(event) => onChange({ price: event.target.value })}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("interval")}>{t("Interval")}</Label>
            <Select
              value={plan.interval}
              onValueChange={(interval: PlanDraft["interval"]) => onChange({ interval })}
            >
              <SelectTrigger id={id("interval")} className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PLAN_INTERVALS.map((interval) => (
                  <SelectItem key={interval} value={interval}>
                    {t(INTERVAL_LABELS[interval])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={id("popular")}
            checked={plan.isPopular}
            onCheckedChange={(checked) => onChange({ isPopular: checked === true })}
          />
          <Label htmlFor={id("popular")}>{t("Popular package")}</Label>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("Features")}</legend>
          {plan.features.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("No features yet.")}</p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {plan.features.map((feature, at) => {
              const error = errors[`features.${at}`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: features are plain strings edited in place
                <li key={at} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Input
                      aria-label={t("Feature {number}", { number: at + 1 })}
                      dir="auto"
                      aria-invalid={error ? true : undefined}
                      maxLength={120}
                      value={feature}
                      onChange={(event) => setFeature(at, event.target.value)}
                    />
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t("Remove feature {number}", { number: at + 1 })}
                      onClick={() => onChange({ features: plan.features.filter((_, i) => i !== at) })}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                  {error ? <p className="text-sm text-destructive">{t(error)}</p> : null}
                </li>
              );
            })}
          </ul>
          {errors.features ? <p className="text-sm text-destructive">{t(errors.features)}</p> : null}
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={plan.features.length >= PRICING_LIMITS.features}
            onClick={() => onChange({ features: [...plan.features, ""] })}
          >
            <PlusIcon aria-hidden="true" /> {t("Add feature")}
          </Button>
        </fieldset>
      </CardContent>
    </Card>
  );
}
