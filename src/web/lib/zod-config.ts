import { config } from "zod";

// The CSP allows no eval: left to itself, zod tries `new Function` to speed up object parsing, and the browser
// reports each refusal as a console error. Imported first by the entry, before any schema is used.
config({ jitless: true });
