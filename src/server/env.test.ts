import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-env-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const secret = "0123456789abcdef0123456789abcdef";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      APP_ORIGIN: "http://localhost:3000",
      DATA_DIR: path.resolve(dataDir),
      LOG_LEVEL: "info",
      REQUIRE_EMAIL_VERIFICATION: false,
    });
  });

  it("treats empty values as unset and strips a trailing slash from APP_ORIGIN", () => {
    const env = loadEnv({ DATA_DIR: dataDir, PORT: "", APP_ORIGIN: "https://seats.example.com/" });
    expect(env.PORT).toBe(3000);
    expect(env.APP_ORIGIN).toBe("https://seats.example.com");
  });

  it.each(["abc", "70000", "-1", "3.5"])("rejects PORT=%s with an error naming PORT", (port) => {
    const load = () => loadEnv({ DATA_DIR: dataDir, PORT: port });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["AUTH_SECRET", "short"],
    ["LOG_LEVEL", "loud"],
  ])("names %s when its value is invalid", (name, value) => {
    expect(() => loadEnv({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(name));
  });

  it("requires AUTH_SECRET in production", () => {
    const load = () => loadEnv({ DATA_DIR: dataDir, NODE_ENV: "production" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/AUTH_SECRET/);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  it("accepts production with AUTH_SECRET and does not write a secret file", () => {
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: "production", AUTH_SECRET: secret });
    expect(env.AUTH_SECRET).toBe(secret);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  it("generates the embedded secret once, private to its owner, and reuses it", () => {
    const first = loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET;
    const file = path.join(dataDir, "auth-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);

    const otherDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-env-"));
    try {
      expect(loadEnv({ DATA_DIR: otherDir }).AUTH_SECRET).not.toBe(first);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("requires S3 credentials with S3_BUCKET", () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: "uploads" })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it("requires e-mail verification by default only when SMTP is configured", () => {
    const withSmtp = loadEnv({ DATA_DIR: dataDir, SMTP_URL: "smtp://mail:587" });
    expect(withSmtp.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    const overridden = loadEnv({
      DATA_DIR: dataDir,
      SMTP_URL: "smtp://mail:587",
      REQUIRE_EMAIL_VERIFICATION: "false",
    });
    expect(overridden.REQUIRE_EMAIL_VERIFICATION).toBe(false);
  });

  it("takes BACKUP_DAILY_AT as a time of day, and refuses it with DATABASE_URL in one line naming it", () => {
    expect(loadEnv({ DATA_DIR: dataDir, BACKUP_DAILY_AT: "03:00" }).BACKUP_DAILY_AT).toBe("03:00");
    expect(() => loadEnv({ DATA_DIR: dataDir, BACKUP_DAILY_AT: "3am" })).toThrow(
      "Invalid configuration: BACKUP_DAILY_AT must be a time of day HH:MM (UTC), e.g. 03:00",
    );
    expect(() =>
      loadEnv({ DATA_DIR: dataDir, BACKUP_DAILY_AT: "03:00", DATABASE_URL: "postgres://localhost/seatwise" }),
    ).toThrow(/^Invalid configuration: BACKUP_DAILY_AT backs up the embedded database only/);
  });
});
