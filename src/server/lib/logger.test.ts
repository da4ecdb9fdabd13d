import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createApp } from "@/server/app";
import { createDeps } from "@/server/deps";
import { signUpUser } from "@/server/test/factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { createLogger, errorText, type Logger } from "./logger";

describe("errorText", () => {
  test("keeps a failed query's SQL and cause but never its parameters", () => {
    const error = new DrizzleQueryError(
      'select * from "session" where "token" = $1',
      ["live-session-token"],
      new Error('column "user_id" does not exist'),
    );
    const text = errorText(error);
    expect(text).toContain('select * from "session" where "token" = $1');
    expect(text).toContain('column "user_id" does not exist');
    expect(text).not.toContain("live-session-token");
  });

  test("other errors keep their message", () => {
    expect(errorText(new Error("boom"))).toContain("boom");
    expect(errorText("plain")).toBe("plain");
  });
});

describe("a database failure while a session is looked up", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  test("logs no session token", async () => {
    const user = await signUpUser(ctx);
    const token = decodeURIComponent(user.cookie.split("=")[1]!).split(".")[0]!;
    const lines: string[] = [];
    const capture = (message: string, fields?: Record<string, unknown>) => {
      lines.push(JSON.stringify({ message, ...fields }));
    };
    const log: Logger = { debug: capture, info: capture, warn: capture, error: capture };
    const app = createApp(createDeps({ env: ctx.deps.env, database: ctx.deps.database, log }));
    // Breaks the session query the way an outage or a bad migration would.
    await ctx.deps.database.db.execute(sql`alter table session rename column user_id to user_id_gone`);

    const response = await app.request("http://localhost:3000/api/events/current", {
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(500);
    expect(lines.some((line) => line.includes("Failed query"))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe("createLogger", () => {
  test("writes each line once, as JSON, by the next turn of the event loop", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const log = createLogger("info");
      log.info("request", { path: "/a" });
      log.debug("hidden");
      log.warn("careful", { path: "/b" });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      spy.mockRestore();
    }
    const lines = written
      .join("")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.level, line.message, line.path])).toEqual([
      ["info", "request", "/a"],
      ["warn", "careful", "/b"],
    ]);
  });
});
