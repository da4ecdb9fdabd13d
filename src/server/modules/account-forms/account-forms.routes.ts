import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Env } from "@/server/env";
import { errorBody } from "@/server/lib/errors";
import { formFields } from "@/server/lib/form-fields";
import { sameOriginWrites } from "@/server/lib/request-guards";
import type { WebPages } from "@/server/lib/web-pages";
import { MB } from "@/shared/constants";
import { msg } from "@/shared/i18n/messages";
import { ACCOUNT_FORMS, apiError, authRequest, fieldErrors, keptValues, type Outcome } from "./account-forms";

/**
 * POST /login, /signup, /forgot-password, /reset-password, /email-confirmation: the account pages' forms
 * posted without JavaScript (docs/decisions/022-light-entry.md). Refused from another site like the API's
 * writes; answered with a redirect carrying Better Auth's cookies, or the page rendered again.
 */
export function accountFormRoutes(options: {
  env: Env;
  pages: WebPages;
  /** The app itself, for the Better Auth call (`/api/auth/*` with everything in front of it). */
  callApp: (request: Request, env: unknown) => Response | Promise<Response>;
}) {
  const routes = new Hono();
  const guards = [
    sameOriginWrites(options.env.APP_ORIGIN),
    bodyLimit({
      maxSize: MB / 64,
      onError: (c) => c.json(errorBody("payload_too_large", msg("Request body is too large")), 413),
    }),
  ] as const;
  for (const [path, form] of Object.entries(ACCOUNT_FORMS)) {
    routes.post(path, ...guards, async (c) => {
      const fields = await formFields(c);
      const query = new URL(c.req.url).searchParams;
      const input = form.input(fields, query);
      const kept = keptValues(form, fields);
      const errors = fieldErrors(form, input);
      if (errors) return options.pages.answerForm(c, { values: kept, fieldErrors: errors });
      const response = await options.callApp(
        authRequest(form, input, query, c.req.raw, options.env.APP_ORIGIN),
        c.env,
      );
      if (!response.ok) {
        const error = await apiError(response);
        const outcome = form.refused?.(error.code, kept);
        if (outcome) return answer(c, outcome, response);
        return options.pages.answerForm(c, { values: kept, fieldErrors: {}, error });
      }
      return answer(c, form.accepted(await response.json().catch(() => undefined), kept), response);
    });
  }
  return routes;

  function answer(c: Context, outcome: Outcome, response: Response) {
    if ("page" in outcome) return options.pages.answerForm(c, outcome.form, outcome.page);
    // The session cookie Better Auth set (sign-in, sign-up) goes with the redirect.
    for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return c.redirect(outcome.redirect, 303);
  }
}
