import { createContext, useContext } from "react";
import { ApiError } from "./api-client";

/**
 * A form the browser posted without JavaScript (the account pages are plain HTML forms until the app takes
 * over), as the server answers it: the page is rendered again with what was typed (never a password), the
 * schema's messages beside the fields, and the API's refusal, or with `done` once the API accepted it.
 * Only the server's render provides one (src/web/app/server-render.tsx); in the browser there is none.
 */
export interface ServerForm {
  values: Record<string, string>;
  /** The shared schema's messages by field (English ids, translated where shown). */
  fieldErrors: Record<string, string>;
  /** The API's error answer, when it refused the form. */
  error?: { status: number; code: string; message: string };
  done?: boolean;
}

const ServerFormContext = createContext<ServerForm | undefined>(undefined);

export const ServerFormProvider = ServerFormContext.Provider;

export function useServerForm(): ServerForm | undefined {
  return useContext(ServerFormContext);
}

/** The API's refusal as the ApiError the page's own handler would have caught. */
export function serverFormError(form: ServerForm | undefined): ApiError | undefined {
  const error = form?.error;
  return error ? new ApiError(error.status, error.code, error.message) : undefined;
}
