import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";

export interface BaseDeps {
  env: Env;
  database: Database;
  log: Logger;
}

/** Everything a route or service needs from the outside world. */
export interface Deps extends BaseDeps {}

/** Builds the services (auth, mail, storage...) on top of config, database and logger; index.ts and the test
 * harness both call this, so a test app is wired exactly like the real one. */
export function createDeps(base: BaseDeps): Deps {
  return { ...base };
}
