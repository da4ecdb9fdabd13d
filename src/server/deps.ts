import { type Auth, createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mail";
import { createStorage, type Storage } from "./lib/storage";
import { type AdminSetup, createAdminSetup } from "./modules/admin-setup/admin-setup.service";

export interface BaseDeps {
  env: Env;
  database: Database;
  log: Logger;
}

/** Everything a route or service needs from the outside world. */
export interface Deps extends BaseDeps {
  mail: Mailer;
  auth: Auth;
  adminSetup: AdminSetup;
  storage: Storage;
}

/** Builds the services (auth, mail, storage...) on top of config, database and logger; index.ts and the test
 * harness both call this, so a test app is wired exactly like the real one. */
export function createDeps(base: BaseDeps): Deps {
  const mail = createMailer(base.env, base.log);
  const auth = createAuth({ ...base, mail });
  const storage = createStorage(base.env);
  return { ...base, mail, auth, adminSetup: createAdminSetup({ ...base, mail, auth }), storage };
}
