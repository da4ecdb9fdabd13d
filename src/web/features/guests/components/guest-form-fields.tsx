import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { GUEST_STATUSES } from "@/shared/constants";
import type { CreateGuest, CreateGuestInput, TableOption } from "@/shared/guests";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { describedBy, FieldMessages, TextAreaField, TextField } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";
import { useAfterFirstPaint } from "@/web/lib/use-after-first-paint";
import { useKnown } from "../lib/use-known";
import { GroupToggles } from "./group-toggles";
import { STATUS_LABELS } from "./status-select";

export type GuestForm = UseFormReturn<CreateGuestInput, unknown, CreateGuest>;

/** What the dialog offers: the event's households, groups, tables (with who sits there) and used meals. */
export interface GuestFormOptions {
  households: readonly Household[];
  groups: readonly GuestGroup[];
  tables: readonly TableOption[];
  seatedByTable: ReadonlyMap<string, number>;
  meals: readonly string[];
}

/** The value of the household select that asks for a new household's name. */
export const NEW_HOUSEHOLD = "__new__";

const fieldA11y = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, error),
});

const orNull = (value: unknown) => (value === "" || value === undefined ? null : value);

export function GuestFormFields({
  form,
  options,
  currentTableId,
  newHousehold,
}: {
  form: GuestForm;
  options: GuestFormOptions;
  currentTableId: string | null;
  newHousehold: { value: string | null; error?: string; onChange: (name: string | null) => void };
}) {
  const t = useT();
  const known = useKnown();
  const { register, formState, watch } = form;
  const errors = formState.errors;
  /** A field's error in the reader's language (the shared schema's messages are English ids). */
  const error = (field: keyof typeof errors) => known(errors[field]?.message);
  const tableId = watch("tableId");
  const householdId = watch("householdId");
  // The dialog paints with its first fields; the others (long selects of households and tables at 3,000
  // guests among them) come just after, while the panel is still fading in.
  const painted = useAfterFirstPaint();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id="guest-name"
          label={t("Name")}
          required
          autoComplete="off"
          error={error("name")}
          {...register("name")}
        />
      </div>
      <TextField
        id="guest-email"
        label={t("Email")}
        type="email"
        autoComplete="off"
        error={error("email")}
        {...register("email")}
      />
      <TextField
        id="guest-phone"
        label={t("Phone")}
        type="tel"
        autoComplete="off"
        error={error("phone")}
        {...register("phone")}
      />
      {painted ? (
        <>
          <SelectField id="guest-status" label={t("Status")} error={error("status")}>
            <NativeSelect
              id="guest-status"
              {...fieldA11y("guest-status", error("status"))}
              {...register("status")}
            >
              {GUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_LABELS[status])}
                </option>
              ))}
            </NativeSelect>
          </SelectField>
          <SelectField id="guest-household" label={t("Household")} error={error("householdId")}>
            <NativeSelect
              id="guest-household"
              {...fieldA11y("guest-household", error("householdId"))}
              value={newHousehold.value !== null ? NEW_HOUSEHOLD : (householdId ?? "")}
              onChange={(event) => {
                const value = event.target.value;
                newHousehold.onChange(value === NEW_HOUSEHOLD ? "" : null);
                form.setValue(
                  "householdId",
                  value === NEW_HOUSEHOLD ? null : (orNull(value) as string | null),
                  {
                    shouldDirty: true,
                  },
                );
              }}
            >
              <option value="">{t("No household")}</option>
              {options.households.map((household) => (
                <option key={household.id} value={household.id}>
                  {household.name}
                </option>
              ))}
              <option value={NEW_HOUSEHOLD}>{t("New household…")}</option>
            </NativeSelect>
          </SelectField>
          {newHousehold.value !== null ? (
            <div className="sm:col-span-2">
              <TextField
                id="guest-new-household"
                label={t("New household name")}
                placeholder={t("e.g. The Smith family")}
                value={newHousehold.value}
                error={known(newHousehold.error)}
                onChange={(event) => newHousehold.onChange(event.target.value)}
              />
            </div>
          ) : null}
          <SelectField id="guest-table" label={t("Table")} error={error("tableId")}>
            <NativeSelect
              id="guest-table"
              {...fieldA11y("guest-table", error("tableId"))}
              {...register("tableId", { setValueAs: orNull })}
            >
              <option value="">{t("Not assigned")}</option>
              {options.tables.map((table) => {
                const seated = options.seatedByTable.get(table.id) ?? 0;
                const full = seated >= table.capacity && table.id !== currentTableId;
                return (
                  <option key={table.id} value={table.id} disabled={full}>
                    {full
                      ? t("{table} ({seated}/{capacity}, full)", {
                          table: table.name,
                          seated,
                          capacity: table.capacity,
                        })
                      : t("{table} ({seated}/{capacity})", {
                          table: table.name,
                          seated,
                          capacity: table.capacity,
                        })}
                  </option>
                );
              })}
            </NativeSelect>
          </SelectField>
          <TextField
            id="guest-seat"
            label={t("Seat")}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            disabled={!tableId}
            hint={tableId ? undefined : t("Choose a table first")}
            error={error("seatNumber")}
            {...register("seatNumber", {
              setValueAs: (value) => (value === "" || value == null ? null : Number(value)),
            })}
          />
          <TextField
            id="guest-meal"
            label={t("Meal")}
            list="guest-meal-suggestions"
            autoComplete="off"
            error={error("meal")}
            {...register("meal")}
          />
          <datalist id="guest-meal-suggestions">
            {options.meals.map((meal) => (
              <option key={meal} value={meal} />
            ))}
          </datalist>
          <TextField
            id="guest-dietary"
            label={t("Dietary restrictions")}
            autoComplete="off"
            error={error("dietaryRestrictions")}
            {...register("dietaryRestrictions")}
          />
          <GroupToggles form={form} groups={options.groups} />
          <div className="sm:col-span-2">
            <TextAreaField
              id="guest-notes"
              label={t("Notes")}
              rows={3}
              error={error("notes")}
              {...register("notes")}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Label, select and error; the select itself carries `fieldA11y(id, error)`. */
function SelectField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessages id={id} error={error} />
    </div>
  );
}
