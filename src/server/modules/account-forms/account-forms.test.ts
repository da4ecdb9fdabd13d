import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants";

// The account pages as the server sends them, rendered by the real renderer (src/web/app/server-render.tsx),
// and their forms posted as a browser without JavaScript posts them: urlencoded, from the app's origin.
let ctx: TestContext;
let webRoot: string;
let app: ReturnType<typeof createApp>;
const ORIGIN = "http://localhost:3000";
const password = "correct-horse-1";
/** The app's stylesheet in these tests: a base rule, a rule for a class every account page uses, one for none. */
const CSS =
  "body{margin:0}.flex{display:flex}.not-on-any-page{color:red}@media (width>=40rem){.not-on-any-page{color:blue}}";

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-account-pages-"));
  mkdirSync(path.join(webRoot, "assets"));
  const shell = (marker: string, head: string) =>
    `<!doctype html><html><head><title>x</title>${head}</head><body><div id="root"></div>${marker}</body></html>`;
  const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/app.css">';
  const preload =
    '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">';
  writeFileSync(path.join(webRoot, "index.html"), shell("APP SHELL", `${preload}${stylesheet}`));
  writeFileSync(path.join(webRoot, "marketing.html"), shell("LIGHT SHELL", stylesheet));
  writeFileSync(path.join(webRoot, "account.html"), shell("ACCOUNT SHELL", stylesheet));
  writeFileSync(path.join(webRoot, "assets", "app.css"), CSS);
  app = createApp(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") });
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

/** A form post as a browser sends it; each test plays its own client address (rate limits). */
function post(page: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}${page}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "x-seatwise-client-ip": "10.9.0.1",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("better-auth.session_token="))
    ?.split(";")[0];

async function signedInAs(cookie: string | undefined) {
  const me = await app.request(`${ORIGIN}/api/me`, { headers: { cookie: cookie ?? "" } });
  return ((await me.json()) as { user: { email: string } | null }).user?.email ?? null;
}

describe("account pages rendered on the server", () => {
  it("sends the login page as HTML with a form that posts to itself, its CSS inlined, and the app's tags for its script", async () => {
    const response = await app.request(`${ORIGIN}/login`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Welcome back · Seatwise</title>");
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toContain('"signedOut":true');
    expect(html).toContain("ACCOUNT SHELL");
    // The rules the page uses, in place of the stylesheet's link (no round trip before the first paint).
    expect(html).toContain("<style>body{margin:0}.flex{display:flex}</style>");
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain("not-on-any-page");
    // The SPA's own tags, inert, for the page's script to prefetch and then start the app with.
    expect(html).toContain(
      '<template data-app><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/app.css"></template>',
    );
  });

  it("renders an invitation's way in: the address filled in, next kept in a hidden field (only an invitation's)", async () => {
    for (const page of ["/login", "/signup"]) {
      const html = await (
        await app.request(`${ORIGIN}${page}?next=%2Finvite%2FAbC_12&email=dee%40example.com`)
      ).text();
      expect(html).toContain('value="dee@example.com"');
      expect(html).toContain('name="next" value="/invite/AbC_12"');
      const elsewhere = await (await app.request(`${ORIGIN}${page}?next=https%3A%2F%2Fevil.example`)).text();
      expect(elsewhere).not.toContain('name="next"');
    }
  });

  it("leaves a visitor with a session cookie to the app (which sends them to their dashboard)", async () => {
    const html = await (
      await app.request(`${ORIGIN}/login`, { headers: { cookie: "better-auth.session_token=x" } })
    ).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it("renders the sign-up, forgot-password and reset pages in the visitor's language", async () => {
    const signup = await (
      await app.request(`${ORIGIN}/signup`, { headers: { "accept-language": "de" } })
    ).text();
    expect(signup).toContain('<html lang="de"');
    expect(signup).toMatch(
      /<input[^>]*type="checkbox"[^>]*name="terms"|<input[^>]*name="terms"[^>]*type="checkbox"/,
    );
    const forgot = await (await app.request(`${ORIGIN}/forgot-password`)).text();
    expect(forgot).toContain("Send reset link");
    const reset = await (await app.request(`${ORIGIN}/reset-password?token=abc`)).text();
    expect(reset).toContain("Set new password");
    expect(reset).not.toContain("This reset link is invalid");
  });
});

describe("account forms posted without JavaScript", () => {
  it("signs up: a redirect to onboarding with the session cookie set", async () => {
    const response = await post(
      "/signup",
      { name: "Ann Lee", email: "ann@example.com", password, terms: "on" },
      { "x-seatwise-client-ip": "10.9.0.2" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/onboarding");
    expect(await signedInAs(sessionCookie(response))).toBe("ann@example.com");
  });

  it("refuses a sign-up with the schema's messages beside the fields, keeping what was typed but the password", async () => {
    const response = await post(
      "/signup",
      { name: "Bo", email: "not-an-address", password: "shrt" },
      { "x-seatwise-client-ip": "10.9.0.3" },
    );
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
    expect(html).toContain("Please agree to the terms of service.");
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="Bo"');
    expect(html).not.toContain("shrt");
    expect(html).toContain("LIGHT SHELL");
    expect(html).toContain("<style>body{margin:0}.flex{display:flex}</style>");
  });

  it("signs in: a redirect to the dashboard with a session that works", async () => {
    const response = await post("/login", { email: "ann@example.com", password });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(await signedInAs(sessionCookie(response))).toBe("ann@example.com");
  });

  it("goes back to an invitation after signing in or up (next), and nowhere else", async () => {
    const invite = "/invite/AbC_12-xyz";
    const signUp = await post(
      "/signup",
      { name: "Cy Park", email: "cy@example.com", password, terms: "on", next: invite },
      { "x-seatwise-client-ip": "10.9.0.7" },
    );
    expect(signUp.status).toBe(303);
    expect(signUp.headers.get("location")).toBe(invite);
    const signIn = await post("/login", { email: "cy@example.com", password, next: invite });
    expect(signIn.headers.get("location")).toBe(invite);
    for (const next of [
      "https://evil.example/invite/x",
      "//evil.example",
      "/dashboard/../admin",
      "/\\evil",
    ]) {
      const response = await post("/login", { email: "cy@example.com", password, next });
      expect(response.headers.get("location")).toBe("/dashboard");
    }
  });

  it("keeps next in the page rendered again after a refusal", async () => {
    const response = await post("/login", {
      email: "ann@example.com",
      password: "wrong-password-9",
      next: "/invite/AbC_12-xyz",
    });
    expect(await response.text()).toContain('name="next" value="/invite/AbC_12-xyz"');
  });

  it("answers a wrong password with the login page, its message and the e-mail kept, never the password", async () => {
    const response = await post("/login", { email: "ann@example.com", password: "wrong-password-9" });
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(sessionCookie(response)).toBeUndefined();
    expect(html).toContain("Invalid email or password. Please check your credentials and try again.");
    expect(html).toContain('value="ann@example.com"');
    expect(html).not.toContain("wrong-password-9");
  });

  it("speaks the visitor's language", async () => {
    const response = await post(
      "/login",
      { email: "ann@example.com", password: "wrong-password-9" },
      { "accept-language": "es" },
    );
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Correo electrónico o contraseña incorrectos");
  });

  it("refuses a post from another site, as the API refuses its writes", async () => {
    const response = await post(
      "/login",
      { email: "ann@example.com", password },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("asks for a reset link, then refuses a reset with a bad token", async () => {
    const forgot = await post(
      "/forgot-password",
      { email: "ann@example.com" },
      { "x-seatwise-client-ip": "10.9.0.4" },
    );
    expect(forgot.status).toBe(200);
    expect(await forgot.text()).toContain("If an account exists for ann@example.com");
    const reset = await app.request(`${ORIGIN}/reset-password?token=not-a-token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({
        password: "a-new-password-1",
        confirmPassword: "a-new-password-1",
      }).toString(),
    });
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain(
      "This reset link is invalid or has expired. Please request a new one.",
    );
  });
});
