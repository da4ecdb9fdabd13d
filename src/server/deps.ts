import { randomUUID } from "node:crypto";
import { type Auth, createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mail";
import { createPublicCache, type PublicCache } from "./lib/public-cache";
import { createStorage, type Storage } from "./lib/storage";
import { type AdminSetup, createAdminSetup } from "./modules/admin-setup/admin-setup.service";
import { createLiveHub, type LiveHub } from "./modules/live/live-hub";

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
  /** This instance's relay of live changes and presence to its open streams. */
  live: LiveHub;
}

/** Builds the services (auth, mail, storage...) on top of config, database and logger; index.ts and the test
 * harness both call this, so a test app is wired exactly like the real one. */
export function createDeps(base: BaseDeps): Deps {
  const mail = createMailer(base.env, base.log);
  const auth = createAuth({ ...base, mail });
  const storage = createStorage(base.env);
  const publicCache = sharedPublicCache(base.database);
  return {
    ...base,
    mail,
    auth,
    adminSetup: createAdminSetup({ ...base, mail, auth }),
    storage,
    publicCache,
    live: createLiveHub(base.database, base.log),
  };
}

/** The channel on which instances tell each other which public cache entries a write made stale. */
const CACHE_CHANNEL = "seatwise_public_cache";
/** While the instances hear each other, an entry is read again after this long at most (a safety net). */
const HEARD_MAX_AGE_MS = 60_000;
/** While they cannot (the embedded database; PostgreSQL restarting), after this long. */
const UNHEARD_MAX_AGE_MS = 1000;

/**
 * The public cache, kept fresh across the instances on one PostgreSQL (docs/decisions/010-public-cache.md):
 * a write's invalidation is sent to the others with NOTIFY, each listening on a connection of its own, so an
 * event's guest page data is read again when it changed, not every second on every instance. While the
 * listening connection is down, entries are read again each second; when it is back, every entry is made
 * stale (what was sent meanwhile is lost).
 */
function sharedPublicCache(database: Database): PublicCache {
  const instance = randomUUID();
  let heard = false;
  const publicCache = createPublicCache({
    maxAgeMs: () => (heard ? HEARD_MAX_AGE_MS : UNHEARD_MAX_AGE_MS),
    onInvalidate: (resource) => {
      if (database.kind === "pglite") return;
      database.notify(CACHE_CHANNEL, `${instance} ${resource}`).catch(() => undefined); // others poll meanwhile
    },
  });
  // The embedded database has one process: its invalidations are all local (nothing to hear), and its
  // entries keep the short age.
  if (database.kind === "pglite") return publicCache;
  database.listen(CACHE_CHANNEL, {
    onMessage(payload) {
      const [from, resource] = payload.split(" ", 2);
      if (from !== instance && resource) publicCache.invalidateHere(resource);
    },
    onConnected() {
      heard = true;
      publicCache.invalidateHere();
    },
    onLost() {
      heard = false;
    },
  });
  return publicCache;
}
