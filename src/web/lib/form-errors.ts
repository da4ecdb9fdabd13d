import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, getErrorMessage } from "./api-client";

/**
 * A refused save shown on its form (react-hook-form): each field the server named under that field — a name
 * the form does not have above the form (`root`) — and a refusal without fields (a rule of the whole form, a
 * lost connection) above the form, `fallback` when it has no message of its own.
 */
export function showRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  formFields: readonly string[],
  error: unknown,
  fallback?: string,
): void {
  const fields = error instanceof ApiError ? error.fields : undefined;
  if (fields && Object.keys(fields).length) {
    for (const [name, message] of Object.entries(fields)) {
      setError(formFields.includes(name) ? (name as Path<Values>) : "root", { message });
    }
  } else {
    setError("root", { message: getErrorMessage(error, fallback) });
  }
}
