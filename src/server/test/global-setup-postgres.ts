import type { TestProject } from "vitest/node";
import { openPostgres } from "@/server/db/client";
import { seed } from "@/server/db/seed";
import { adminQuery, databaseUrl, quoteIdent, uniqueDatabaseName } from "./postgres";
import "./provided";

/** Builds one migrated and seeded template database; each test file clones it (CREATE DATABASE ... TEMPLATE).
 * See docs/decisions/002-test-databases.md. */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The postgres test project needs TEST_DATABASE_URL");
  const template = uniqueDatabaseName("seatwise_tpl");
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(template)}`);

  // The template must have no open connection when it is cloned, so this pool is closed before any test.
  const database = openPostgres(databaseUrl(serverUrl, template));
  try {
    await database.migrate();
    await seed(database.db);
  } finally {
    await database.close();
  }
  project.provide("testDatabase", { kind: "postgres", serverUrl, template });

  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
  };
}
