import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The same test files run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL names a server
 * (the harness clones a template database there per test file: docs/decisions/002-test-databases.md). */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const include = ["src/**/*.test.ts"];

// The message catalogs compiled first (src/shared/i18n/compiled, git-ignored): the app, the server and the
// tests import them.
execFileSync(process.execPath, ["scripts/i18n.mjs", "compile"], { stdio: "inherit" });

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 20_000,
    setupFiles: ["src/shared/i18n/test-setup.ts"],
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "pglite", include, globalSetup: ["src/server/test/global-setup-pglite.ts"] },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include, globalSetup: ["src/server/test/global-setup-postgres.ts"] },
            },
          ]
        : []),
    ],
  },
});
