import type { ZodType } from "zod";
import { AUTH_BASE_PATH } from "@/server/auth/auth";
import type { PostedForm } from "@/server/lib/web-pages";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from "@/shared/auth";
import { safeReturnPath } from "@/shared/return-path";

/**
 * The account pages' forms as plain HTML posts (no JavaScript): each is checked with the schema the React
 * form uses, then sent to the Better Auth endpoint the app's own client calls, through the app itself
 * (`/api/auth/*`: its input rules, rate limits, client address and error answers apply as to the app's JSON
 * call). What happens next is decided here; the pages are rendered by the web's renderer.
 */
export interface AccountForm {
  schema: ZodType;
  /** The schema's input from the posted fields (all text; a checkbox is "on" when ticked). */
  input(fields: Record<string, string>, query: URLSearchParams): Record<string, unknown>;
  /** The fields shown again when the page is rendered with an error: never a password. */
  kept: string[];
  /** Better Auth's endpoint under AUTH_BASE_PATH, and its JSON body. */
  endpoint: string;
  body(input: Record<string, unknown>, query: URLSearchParams): Record<string, unknown>;
  /** After the endpoint accepted: a redirect (with the session cookie it set), or a page to show. */
  accepted(answer: unknown, kept: Record<string, string>): Outcome;
  /** A refusal with its own page (an account that exists goes to the confirmation page, as in the app). */
  refused?(code: string, kept: Record<string, string>): Outcome | undefined;
}

export type Outcome = { redirect: string } | { page: string; form: PostedForm };

const CONFIRMATION_PAGE = "/email-confirmation";

export const ACCOUNT_FORMS: Record<string, AccountForm> = {
  "/login": {
    schema: loginSchema,
    input: (fields) => ({ email: fields.email ?? "", password: fields.password ?? "" }),
    // `next`: the page's hidden field, where to go afterwards (an invitation only: shared/return-path.ts).
    kept: ["email", "next"],
    endpoint: "/sign-in/email",
    body: (input) => ({ email: input.email, password: input.password }),
    accepted: (_answer, kept) => ({ redirect: safeReturnPath(kept.next) ?? "/dashboard" }),
  },
  "/signup": {
    schema: signUpSchema,
    input: (fields) => ({
      name: fields.name ?? "",
      email: fields.email ?? "",
      password: fields.password ?? "",
      terms: fields.terms === "on",
    }),
    kept: ["name", "email", "terms", "next"],
    endpoint: "/sign-up/email",
    body: (input) => ({ name: input.name, email: input.email, password: input.password }),
    // No session token: the address must be confirmed first (REQUIRE_EMAIL_VERIFICATION).
    accepted: (answer, kept) =>
      isObject(answer) && typeof answer.token === "string" && answer.token
        ? { redirect: safeReturnPath(kept.next) ?? "/onboarding" }
        : confirmationPage(kept),
    refused: (code, kept) => (code.startsWith("USER_ALREADY_EXISTS") ? confirmationPage(kept) : undefined),
  },
  "/forgot-password": {
    schema: forgotPasswordSchema,
    input: (fields) => ({ email: fields.email ?? "" }),
    kept: ["email"],
    endpoint: "/request-password-reset",
    body: (input) => ({ email: input.email, redirectTo: "/reset-password" }),
    accepted: (_answer, kept) => ({
      page: "/forgot-password",
      form: { values: kept, fieldErrors: {}, done: true },
    }),
  },
  "/reset-password": {
    schema: resetPasswordSchema,
    input: (fields) => ({ password: fields.password ?? "", confirmPassword: fields.confirmPassword ?? "" }),
    kept: [],
    endpoint: "/reset-password",
    body: (input, query) => ({ newPassword: input.password, token: query.get("token") ?? "" }),
    accepted: () => ({ redirect: "/login" }),
  },
  // "Resend confirmation email": the address only, as on the forgot-password form.
  [CONFIRMATION_PAGE]: {
    schema: forgotPasswordSchema,
    input: (fields) => ({ email: fields.email ?? "" }),
    kept: ["email"],
    endpoint: "/send-verification-email",
    body: (input) => ({ email: input.email }),
    accepted: (_answer, kept) => confirmationPage(kept),
  },
};

function confirmationPage(kept: Record<string, string>): Outcome {
  return {
    page: CONFIRMATION_PAGE,
    form: { values: { email: kept.email ?? "" }, fieldErrors: {}, done: true },
  };
}

/** The schema's first message for each field it refused (English ids, or texts already in the request's
 * language), or undefined when the input passes. */
export function fieldErrors(form: AccountForm, input: Record<string, unknown>) {
  const result = form.schema.safeParse(input);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The Better Auth call as the app's client makes it: JSON, from this origin, with the visitor's headers
 * (cookies, language, forwarded address). */
export function authRequest(
  form: AccountForm,
  input: Record<string, unknown>,
  query: URLSearchParams,
  original: Request,
  appOrigin: string,
): Request {
  const headers = new Headers(original.headers);
  for (const name of ["content-type", "content-length", "accept-encoding"]) headers.delete(name);
  headers.set("content-type", "application/json");
  // The post passed the same-origin check: the call is the page's own.
  headers.set("origin", appOrigin);
  return new Request(new URL(AUTH_BASE_PATH + form.endpoint, appOrigin), {
    method: "POST",
    headers,
    body: JSON.stringify(form.body(input, query)),
  });
}

/** The API's error answer (`{ error: { code, message } }`, status kept). */
export async function apiError(response: Response): Promise<NonNullable<PostedForm["error"]>> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  return {
    status: response.status,
    code: typeof error.code === "string" ? error.code : "bad_request",
    message: typeof error.message === "string" ? error.message : "",
  };
}

export function keptValues(form: AccountForm, fields: Record<string, string>) {
  return Object.fromEntries(
    form.kept.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
