import { INVITABLE_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES, type Role } from "@/shared/roles";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The roles as radio cards, each with what it may do (arrow keys move between them). `error` may be an
 * English id from the schema. */
export function RoleOptions({
  value,
  onChange,
  error,
  disabled,
}: {
  value: Role | undefined;
  onChange: (role: Role) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset
      className="flex flex-col gap-2"
      disabled={disabled}
      aria-describedby={error ? "invite-role-error" : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t("Role")}</legend>
      <div className="flex flex-col gap-2">
        {INVITABLE_ROLES.map((role) => (
          <label
            key={role}
            className={cn(
              "relative flex cursor-pointer flex-col rounded-xl border p-3 text-sm transition-colors has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name="invite-role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              // Invisible but covering the card, so a click anywhere on it lands on the radio itself.
              className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span className="font-medium">{t(ROLE_NAMES[role])}</span>
            <span className="text-xs text-muted-foreground">{t(ROLE_DESCRIPTIONS[role])}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="invite-role-error" className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
