import type { ComponentProps } from "react";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants";
import { TextField } from "@/web/components/form/form-field";
import { useT } from "@/web/lib/i18n";

type FieldProps = Omit<ComponentProps<typeof TextField>, "id" | "label" | "type" | "autoComplete"> & {
  id?: string;
  label?: string;
};

/** The account e-mail, offered to autofill. */
export function EmailField({ id = "email", label, ...props }: FieldProps) {
  const t = useT();
  return <TextField id={id} label={label ?? t("Email")} type="email" autoComplete="email" {...props} />;
}

/** A password being chosen: offered to password managers as new, with the length rule under it. */
export function NewPasswordField({ id = "password", label, ...props }: FieldProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={label ?? t("Password")}
      type="password"
      autoComplete="new-password"
      hint={t("At least {min} characters.", { min: PASSWORD_MIN_LENGTH })}
      {...props}
    />
  );
}
