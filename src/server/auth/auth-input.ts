import type { z } from "zod";
import { AppError } from "@/server/lib/errors";
import { emailField, nameField, newPasswordField, passwordField, tokenField } from "@/shared/auth";
import { msg } from "@/shared/i18n/messages";
import { isStorableText, TEXT_MESSAGES, text } from "@/shared/text";

/**
 * The rules for what people send to Better Auth's endpoints, which validate types loosely (a name of 42 or
 * `{}` would be stored as text) and not at all against PostgreSQL's text rules (a NUL makes the write fail).
 * A field is recognised by its name wherever it appears in a body or query (`name` of sign-up, `data.name` of
 * the admin's update-user), and checked with the same shared schema as the web's forms.
 */

type Rules = Record<string, z.ZodType>;

/** Names that reach an object's prototype: Better Auth looks fields up by name and would find functions. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const address = (label: string) => text({ label, max: 2000, trim: false });

const FIELD_RULES: Rules = {
  name: nameField,
  email: emailField,
  newEmail: emailField,
  password: passwordField,
  currentPassword: passwordField,
  newPassword: newPasswordField,
  token: tokenField(msg("Token")),
  sessionToken: tokenField(msg("Session token")),
  image: text({ label: msg("Image"), max: 2000 }).nullable(),
  userId: text({ label: msg("User"), max: 100 }),
  banReason: text({ label: msg("Ban reason"), max: 500 }).nullable(),
  callbackURL: address(msg("Callback URL")),
  newUserCallbackURL: address(msg("Callback URL")),
  errorCallbackURL: address(msg("Callback URL")),
  redirectTo: address(msg("Redirect address")),
};

/** Where a field means something else on one endpoint: the password being chosen at sign-up. */
const ENDPOINT_RULES: Record<string, Rules> = {
  "/sign-up/email": { password: newPasswordField },
  "/admin/create-user": { password: newPasswordField },
};

/** The user columns a database hook checks, whatever endpoint (or server call) is writing them. */
const USER_COLUMN_RULES: Rules = {
  name: nameField,
  email: emailField,
  image: FIELD_RULES.image!,
  banReason: FIELD_RULES.banReason!,
  role: text({ label: msg("Role"), max: 200 }),
};

function refuse(fields: Record<string, string>): never {
  throw new AppError("validation_failed", Object.values(fields)[0] ?? msg("Invalid input"), fields);
}

/**
 * Checks a parsed body or query: every key and text anywhere must be storable, and every known field must pass
 * its rule. Returns the value with the rules' outputs in place (names trimmed), or throws a 400 AppError.
 */
export function checkAuthInput(value: unknown, endpoint: string): unknown {
  const fields: Record<string, string> = {};
  const rules = { ...FIELD_RULES, ...ENDPOINT_RULES[endpoint] };
  const cleaned = walk(value, [], rules, fields);
  if (Object.keys(fields).length > 0) refuse(fields);
  return cleaned;
}

function walk(value: unknown, path: string[], rules: Rules, fields: Record<string, string>): unknown {
  const key = path.join(".") || "_";
  if (typeof value === "string") {
    if (!isStorableText(value)) fields[key] ??= TEXT_MESSAGES.invalidCharacters(msg("A field"));
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => walk(item, [...path, String(index)], rules, fields));
  }
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    if (!isStorableText(name) || PROTOTYPE_KEYS.has(name)) {
      fields[key] ??= `A field name is not allowed: ${JSON.stringify(name).slice(0, 40)}`;
      continue;
    }
    const rule = rules[name];
    if (!rule) {
      out[name] = walk(child, [...path, name], rules, fields);
      continue;
    }
    const parsed = rule.safeParse(child);
    if (parsed.success) out[name] = parsed.data;
    else fields[[...path, name].join(".")] ??= parsed.error.issues[0]?.message ?? "Invalid value";
  }
  return out;
}

/** For Better Auth's `databaseHooks`: the user fields about to be written, checked and cleaned. The AppError
 * leaves Better Auth (`onAPIError.throw`) for the app's error handler. */
export function checkUserColumns<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  for (const [column, rule] of Object.entries(USER_COLUMN_RULES)) {
    if (data[column] === undefined) continue;
    const parsed = rule.safeParse(data[column]);
    if (!parsed.success) {
      refuse({ [column]: parsed.error.issues[0]?.message ?? "Invalid value" });
    }
    out[column] = parsed.data;
  }
  return out as T;
}
