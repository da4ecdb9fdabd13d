import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { GUEST_STATUSES } from "@/shared/constants";
import type { CreateGuest, CreateGuestInput, TableOption } from "@/shared/guests";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { describedBy, FieldMessages, TextAreaField, TextField } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
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
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const tableId = watch("tableId");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id="guest-name"
          label="Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
      </div>
      <TextField
        id="guest-email"
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="guest-phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <SelectField id="guest-status" label="Status" error={errors.status?.message}>
        <NativeSelect
          id="guest-status"
          {...fieldA11y("guest-status", errors.status?.message)}
          {...register("status")}
        >
          {GUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </SelectField>
      <SelectField id="guest-household" label="Household" error={errors.householdId?.message}>
        <NativeSelect
          id="guest-household"
          {...fieldA11y("guest-household", errors.householdId?.message)}
          value={newHousehold.value !== null ? NEW_HOUSEHOLD : (watch("householdId") ?? "")}
          onChange={(event) => {
            const value = event.target.value;
            newHousehold.onChange(value === NEW_HOUSEHOLD ? "" : null);
            form.setValue("householdId", value === NEW_HOUSEHOLD ? null : (orNull(value) as string | null), {
              shouldDirty: true,
            });
          }}
        >
          <option value="">No household</option>
          {options.households.map((household) => (
            <option key={household.id} value={household.id}>
              {household.name}
            </option>
          ))}
          <option value={NEW_HOUSEHOLD}>New household…</option>
        </NativeSelect>
      </SelectField>
      {newHousehold.value !== null ? (
        <div className="sm:col-span-2">
          <TextField
            id="guest-new-household"
            label="New household name"
            placeholder="e.g. The Smith family"
            value={newHousehold.value}
            error={newHousehold.error}
            onChange={(event) => newHousehold.onChange(event.target.value)}
          />
        </div>
      ) : null}
      <SelectField id="guest-table" label="Table" error={errors.tableId?.message}>
        <NativeSelect
          id="guest-table"
          {...fieldA11y("guest-table", errors.tableId?.message)}
          {...register("tableId", { setValueAs: orNull })}
        >
          <option value="">Not assigned</option>
          {options.tables.map((table) => {
            const seated = options.seatedByTable.get(table.id) ?? 0;
            const full = seated >= table.capacity && table.id !== currentTableId;
            return (
              <option key={table.id} value={table.id} disabled={full}>
                {table.name} ({seated}/{table.capacity}
                {full ? ", full" : ""})
              </option>
            );
          })}
        </NativeSelect>
      </SelectField>
      <TextField
        id="guest-seat"
        label="Seat"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        disabled={!tableId}
        hint={tableId ? undefined : "Choose a table first"}
        error={errors.seatNumber?.message}
        {...register("seatNumber", {
          setValueAs: (value) => (value === "" || value == null ? null : Number(value)),
        })}
      />
      <TextField
        id="guest-meal"
        label="Meal"
        list="guest-meal-suggestions"
        autoComplete="off"
        error={errors.meal?.message}
        {...register("meal")}
      />
      <datalist id="guest-meal-suggestions">
        {options.meals.map((meal) => (
          <option key={meal} value={meal} />
        ))}
      </datalist>
      <TextField
        id="guest-dietary"
        label="Dietary restrictions"
        autoComplete="off"
        error={errors.dietaryRestrictions?.message}
        {...register("dietaryRestrictions")}
      />
      <GroupToggles form={form} groups={options.groups} />
      <div className="sm:col-span-2">
        <TextAreaField
          id="guest-notes"
          label="Notes"
          rows={3}
          error={errors.notes?.message}
          {...register("notes")}
        />
      </div>
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
