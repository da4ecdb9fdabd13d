import { afterAll, beforeAll, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import type { Logger } from "@/server/lib/logger";
import { signUpUser } from "@/server/test/factories";
import { createTestContext, type TestContext } from "@/server/test/harness";

// Better Auth's refusals of what a request carried (a foreign callback URL, origin) are anyone's to send: they
// are logged as warnings, so error-level lines stay the server's own failures.

const lines: { level: keyof Logger; message: string; fields?: Record<string, unknown> }[] = [];
const log: Logger = {
  debug: (message, fields) => lines.push({ level: "debug", message, fields }),
  info: (message, fields) => lines.push({ level: "info", message, fields }),
  warn: (message, fields) => lines.push({ level: "warn", message, fields }),
  error: (message, fields) => lines.push({ level: "error", message, fields }),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log });
});
afterAll(async () => ctx?.close());

test("a foreign callbackURL or origin is refused (403) and logged at warn, not error", async () => {
  const user = await signUpUser(ctx);
  lines.length = 0;
  const client = browser(ctx);
  const callback = await client.post("/api/auth/sign-in/email", {
    email: user.user.email,
    password: "password-123",
    callbackURL: "https://evil.example/steal",
  });
  expect(callback.status).toBe(403);
  const redirect = await client.post("/api/auth/request-password-reset", {
    email: user.user.email,
    redirectTo: "https://evil.example/reset",
  });
  expect(redirect.status).toBe(403);

  const auth = lines.filter((line) => line.message === "auth");
  expect(auth.map((line) => [line.level, String(line.fields?.detail).split(":")[0]])).toEqual([
    ["warn", "Invalid callbackURL"],
    ["warn", "Invalid redirectURL"],
  ]);
  expect(lines.filter((line) => line.level === "error")).toEqual([]);
});
