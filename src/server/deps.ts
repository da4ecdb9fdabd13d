import { type Auth, createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mail";
import { createPublicCache, type PublicCache } from "./lib/public-cache";
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
  /** Public reads (site, theme presets, blog) ready to send; writes invalidate them. */
  publicCache: PublicCache;
}

/** Builds the services (auth, mail, storage...) on top of config, database and logger; index.ts and the test
 * harness both call this, so a test app is wired exactly like the real one. */
export function createDeps(base: BaseDeps): Deps {
  const mail = createMailer(base.env, base.log);
  const auth = createAuth({ ...base, mail });
  const storage = createStorage(base.env);
  // Other instances on the same PostgreSQL cannot invalidate this one's cache: it rereads each second.
  const publicCache = createPublicCache({ maxAgeMs: 1000 });
  return {
    ...base,
    mail,
    auth,
    adminSetup: createAdminSetup({ ...base, mail, auth }),
    storage,
    publicCache,
  };
}
