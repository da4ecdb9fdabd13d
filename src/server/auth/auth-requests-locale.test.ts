import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestContext, json, type TestContext } from "@/server/test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const signIn = (locale: string, ip: string) =>
  ctx.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `seatwise-locale=${locale}`,
      "x-seatwise-client-ip": ip,
    },
    body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" }),
  });

test("Better Auth's refusals keep their code and speak the visitor's language", async () => {
  const english = await signIn("en", "10.9.0.1");
  expect(english.status).toBe(401);
  expect(await json(english)).toEqual({
    error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
  });

  const spanish = await signIn("es", "10.9.0.2");
  expect(await json(spanish)).toEqual({
    error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Correo electrónico o contraseña incorrectos" },
  });
});

test("the shared schemas' messages are built in the visitor's language, the field's name translated", async () => {
  const response = await ctx.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: "seatwise-locale=fr",
      "x-seatwise-client-ip": "10.9.0.3",
    },
    body: JSON.stringify({ name: "x".repeat(101), email: "x@example.com", password: "password-123" }),
  });
  expect(response.status).toBe(400);
  const body = (await json(response)) as { error: { message: string } };
  expect(body.error.message).toBe("Nom complet doit comporter au maximum 100 caractères");
});
