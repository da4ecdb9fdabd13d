import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1")
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  APP_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Seatwise <no-reply@seatwise.local>"),
  REQUIRE_EMAIL_VERIFICATION: flag,
  ADMIN_SETUP_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: flag,
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day HH:MM (UTC), e.g. 03:00")
    .optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = ReturnType<typeof loadEnv>;

export class ConfigError extends Error {}

/** Parses the environment once. Everything else receives the result; nothing else reads process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  if (env.BACKUP_DAILY_AT && env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: BACKUP_DAILY_AT backs up the embedded database only; with DATABASE_URL use PostgreSQL's own backups (pg_dump)",
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? embeddedSecret(env.NODE_ENV, dataDir),
    REQUIRE_EMAIL_VERIFICATION: env.REQUIRE_EMAIL_VERIFICATION ?? Boolean(env.SMTP_URL),
    TRUST_PROXY: env.TRUST_PROXY ?? false,
  };
}

/** What `npm run backup` and `npm run restore` need: where the data is, and whether it is embedded. Unlike
 * loadEnv, it neither needs nor generates AUTH_SECRET. */
export function loadDataLocation(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse({
    DATA_DIR: source.DATA_DIR || undefined,
    DATABASE_URL: source.DATABASE_URL || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  return { DATA_DIR: path.resolve(parsed.data.DATA_DIR), DATABASE_URL: parsed.data.DATABASE_URL };
}

/** Embedded mode keeps a generated secret beside its data; production must be configured explicitly. */
function embeddedSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === "production") {
    throw new ConfigError("Invalid configuration: AUTH_SECRET is required when NODE_ENV=production");
  }
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
