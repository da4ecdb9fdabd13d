import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { MAX_MENU_CHOICES, MEAL_DESCRIPTION_MAX, MEAL_NAME_MAX } from "@/shared/rsvp";
import { describedBy, FieldMessages } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useT } from "@/web/lib/i18n";
import type { RsvpFormValues } from "../lib/rsvp-values";

/** The meal choices guests pick from: a name and a short description each, added, removed and reordered
 * (buttons, so the keyboard does it too). No meals: guests are not asked. */
export function MenuEditor({
  control,
  register,
  errors,
}: {
  control: Control<RsvpFormValues>;
  register: UseFormRegister<RsvpFormValues>;
  errors: FieldErrors<RsvpFormValues>;
}) {
  const t = useT();
  const { fields, append, remove, move } = useFieldArray({ control, name: "menu", keyName: "key" });
  const menuError = errors.menu?.message ?? errors.menu?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy("rsvp-menu", menuError)}>
      <legend className="mb-1 text-sm font-medium">{t("Menu")}</legend>
      <p className="text-sm text-muted-foreground">
        {t("Optional: the meals guests choose from when they attend. Leave it empty not to ask.")}
      </p>
      {fields.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const name = `rsvp-meal-${index}-name`;
            const description = `rsvp-meal-${index}-description`;
            const error = errors.menu?.[index];
            return (
              <li
                key={field.key}
                className="grid gap-3 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-start"
              >
                <div className="flex flex-col gap-2">
                  <Label htmlFor={name}>{t("Meal {number}", { number: index + 1 })}</Label>
                  <Input
                    id={name}
                    dir="auto"
                    maxLength={MEAL_NAME_MAX}
                    aria-invalid={error?.name ? true : undefined}
                    aria-describedby={describedBy(name, error?.name?.message)}
                    {...register(`menu.${index}.name`)}
                  />
                  <FieldMessages id={name} error={error?.name?.message} />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={description}>{t("Short description")}</Label>
                  <Input
                    id={description}
                    dir="auto"
                    maxLength={MEAL_DESCRIPTION_MAX}
                    aria-invalid={error?.description ? true : undefined}
                    aria-describedby={describedBy(description, error?.description?.message)}
                    {...register(`menu.${index}.description`)}
                  />
                  <FieldMessages id={description} error={error?.description?.message} />
                </div>
                <div className="flex gap-1 sm:pt-7">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === 0}
                    aria-label={t("Move meal {number} up", { number: index + 1 })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === fields.length - 1}
                    aria-label={t("Move meal {number} down", { number: index + 1 })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-muted-foreground hover:text-destructive"
                    aria-label={t("Remove meal {number}", { number: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={fields.length >= MAX_MENU_CHOICES}
        onClick={() => append({ id: "", name: "", description: "" }, { shouldFocus: true })}
      >
        <PlusIcon aria-hidden="true" />
        {t("Add a meal")}
      </Button>
      <FieldMessages id="rsvp-menu" error={menuError} />
    </fieldset>
  );
}
