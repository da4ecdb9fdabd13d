import type { ComponentProps } from "react";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants";
import { TextField } from "@/web/components/form/form-field";

type FieldProps = Omit<ComponentProps<typeof TextField>, "id" | "label" | "type" | "autoComplete"> & {
  id?: string;
  label?: string;
};

/** The account e-mail, offered to autofill. */
export function EmailField({ id = "email", label = "Email", ...props }: FieldProps) {
  return <TextField id={id} label={label} type="email" autoComplete="email" {...props} />;
}

/** A password being chosen: offered to password managers as new, with the length rule under it. */
export function NewPasswordField({ id = "password", label = "Password", ...props }: FieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}
