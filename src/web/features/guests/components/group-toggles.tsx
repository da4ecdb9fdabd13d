import { Controller } from "react-hook-form";
import type { GuestGroup } from "@/shared/guests-groups";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useKnown } from "../lib/use-known";
import type { GuestForm } from "./guest-form-fields";

/** Groups as toggle buttons: a guest may be in any number. */
export function GroupToggles({ form, groups }: { form: GuestForm; groups: readonly GuestGroup[] }) {
  const t = useT();
  const known = useKnown();
  const error = known(form.formState.errors.groupIds?.message);
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{t("Groups")}</legend>
      {groups.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          {t("No groups yet: create them with “New group” above the list.")}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="groupIds"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <div className="flex flex-wrap gap-2">
                {groups.map((group) => {
                  const on = chosen.has(group.id);
                  return (
                    <button
                      key={group.id}
                      type="button"
                      aria-pressed={on}
                      onClick={() => {
                        const next = new Set(chosen);
                        if (on) next.delete(group.id);
                        else next.add(group.id);
                        field.onChange([...next]);
                      }}
                      className={cn(
                        "rounded-full border px-3 py-1 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        on ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                      )}
                    >
                      {group.name}
                    </button>
                  );
                })}
              </div>
            );
          }}
        />
      )}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
