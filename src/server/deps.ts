import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";

/** Everything a route or service needs from the outside world, built once in index.ts (or by a test). */
export interface Deps {
  env: Env;
  database: Database;
  log: Logger;
}
