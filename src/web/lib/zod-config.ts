// The CSP allows no eval: left to itself, zod tries `new Function` to speed up object parsing, and the browser
// reports each refusal as a console error. Imported first by the entry, before any schema is used.
//
// zod keeps its configuration on globalThis (`__zod_globalConfig`, read by every copy of zod/v4/core), so it
// is set here without importing zod: `config` from "zod" would bring zod's utilities (3 KB gzip) into the
// entry of every page, most of which never validate anything (docs/decisions/022-light-entry.md). The
// journey e2e/marketing-render.spec.ts fails if zod stops reading it (a CSP violation on the sign-up form).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
