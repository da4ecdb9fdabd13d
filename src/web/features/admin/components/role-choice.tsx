import { ShieldCheckIcon, UserIcon } from "lucide-react";
import { USER_ROLES, type UserRole } from "@/shared/admin";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const ROLES: Record<UserRole, { label: string; hint: string; icon: typeof UserIcon }> = {
  user: { label: msg("User"), hint: msg("Plans their own events"), icon: UserIcon },
  admin: { label: msg("Admin"), hint: msg("Runs this back office"), icon: ShieldCheckIcon },
};

/** Role as two radio cards (arrow keys move between them). `error` may be an English id from the schema. */
export function RoleChoice({
  value,
  onChange,
  disabled,
  error,
}: {
  value: UserRole;
  onChange: (role: UserRole) => void;
  disabled?: boolean;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t("Role")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {USER_ROLES.map((role) => {
          const { label, hint, icon: Icon } = ROLES[role];
          return (
            <label
              key={role}
              className={cn(
                "relative flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 text-sm transition-colors has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                // Invisible but covering the card, so a click anywhere on it lands on the radio itself.
                className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lavender-700" />
              <span className="flex flex-col">
                <span className="font-medium">{t(label)}</span>
                <span className="text-xs text-muted-foreground">{t(hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p className="text-sm text-destructive">{t(error)}</p> : null}
    </fieldset>
  );
}
