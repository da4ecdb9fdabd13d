import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user as userTable } from "@/server/db/schema";
import { as, signUpUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";

const ctx = testFileContext();

describe("the request's language", () => {
  it("answers errors in the language of the cookie, else of Accept-Language, else English", async () => {
    const byHeader = await ctx.request("/api/no-such-thing", {
      headers: { "accept-language": "de-AT,en;q=0.5" },
    });
    expect((await errorOf(byHeader)).message).toBe("Nicht gefunden");
    const byCookie = await ctx.request("/api/no-such-thing", {
      headers: { cookie: "seatwise-locale=fr", "accept-language": "de" },
    });
    expect((await errorOf(byCookie)).message).toBe("Introuvable");
    const plain = await ctx.request("/api/no-such-thing");
    expect((await errorOf(plain)).message).toBe("Not found");
  });

  it("falls back silently from an unknown cookie value or header", async () => {
    const unknownCookie = await ctx.request("/api/no-such-thing", {
      headers: { cookie: "seatwise-locale=xx", "accept-language": "it" },
    });
    expect((await errorOf(unknownCookie)).message).toBe("Non trovato");
    const unknownHeader = await ctx.request("/api/no-such-thing", {
      headers: { "accept-language": "tlh, ;q=x" },
    });
    expect((await errorOf(unknownHeader)).message).toBe("Not found");
  });
});

describe("PUT /api/me/locale (the owner's language)", () => {
  it("keeps a new account in the language its visitor signed up in", async () => {
    const response = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "seatwise-locale=pt",
        "x-seatwise-client-ip": "10.98.0.1",
      },
      body: JSON.stringify({
        name: "Ana Souza",
        email: `ana-${Date.now()}@example.com`,
        password: "password-123",
      }),
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const [row] = await ctx.deps.database.db.select().from(userTable).where(eq(userTable.id, user.id));
    expect(row?.locale).toBe("pt");
  });

  it("saves the choice on the account, answers it in /api/me and sets the cookie", async () => {
    const owner = await signUpUser(ctx);
    const put = await as(ctx, owner.cookie).put("/api/me/locale", { locale: "ar" });
    expect(put.status).toBe(200);
    expect(put.headers.get("set-cookie")).toMatch(
      /seatwise-locale=ar; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    const me = (await json(await as(ctx, owner.cookie).get("/api/me"))) as { user: { locale: string } };
    expect(me.user.locale).toBe("ar");
  });

  it("refuses a language Seatwise does not speak, and a visitor without a session", async () => {
    const owner = await signUpUser(ctx);
    const bad = await as(ctx, owner.cookie).put("/api/me/locale", { locale: "tlh" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("validation_failed");
    const anonymous = await as(ctx).put("/api/me/locale", { locale: "es" });
    expect(anonymous.status).toBe(401);
  });
});
