import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** Every `import … from "sonner"` but src/web/lib/toast.tsx's own loads that module: sonner on demand, out of
 * a page's first screen (docs/decisions/022-light-entry.md). */
const toastModule = web("lib/toast.tsx");
const sonnerOnDemand: Plugin = {
  name: "sonner-on-demand",
  enforce: "pre",
  resolveId: (source, importer) =>
    source === "sonner" && importer !== toastModule ? toastModule : undefined,
};

/**
 * sonner's stylesheet, inserted when sonner loads (at the first click or key press of a visit), also gave its
 * custom properties to `html[dir=ltr]` and `html[dir=rtl]`: inherited properties set on <html>, so the whole
 * page was restyled inside that first interaction (3,000 elements, 90 ms at CPU ×1 on the 300-guest seating
 * board: docs/decisions/021-interaction-speed.md). The toaster carries the same `dir` and the same properties
 * itself, and every toast is inside it, so those two selectors are dropped from the built app's copy.
 */
const sonnerStylesOnItsOwnElements: Plugin = {
  name: "sonner-styles-on-its-own-elements",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return;
    const trimmed = code.replaceAll(/,html\[dir=(?:ltr|rtl)\]/g, "");
    if (trimmed === code) this.error("sonner's stylesheet no longer styles html[dir]: see vite.config.ts");
    return trimmed;
  },
};

/**
 * The SPA's first chunks (docs/decisions/022-light-entry.md): instead of some forty files of a few hundred
 * bytes that the screens share, one chunk with what the app's entry (main.tsx) imports, and all that imports
 * in turn ("app"), and one with the owner's shell and the dashboard's home ("owner", the first screen of every
 * owner's visit) and what they import beyond the app. A module that a light shell (the marketing, account and
 * guest pages) imports too stays out of both, or that page would load the app's chunk: those modules, read
 * from the module graph once it is built, go in one chunk per set of light shells that import them.
 */
function spaChunks() {
  const main = web("app/main.tsx");
  const shells = ["marketing", "account", "guest-page"];
  /** A module the app shares with light shells → the chunk named after those shells. */
  const shared = new Map<string, string>();
  const entryImports = new Set<string>();
  const plugin: Plugin = {
    name: "spa-chunks",
    apply: "build",
    buildEnd() {
      const reached = (roots: string[], { lazy = false } = {}) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) visit(next);
          if (lazy) for (const next of info?.dynamicallyImportedIds ?? []) visit(next);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      // What a light shell loads at once, against all the SPA may load: a module both use (the guest page's
      // search, which the guest list's screen uses too) is in the shell's one shared chunk, not a file of its
      // own.
      const reachedBy = shells.map((shell) => ({ shell, modules: reached([web(`${shell}.html`)]) }));
      for (const id of reached([main], { lazy: true })) {
        const by = reachedBy.filter(({ modules }) => modules.has(id)).map(({ shell }) => shell);
        if (by.length > 0) shared.set(id, by.join("~"));
      }
      for (const id of this.getModuleInfo(main)?.importedIds ?? []) entryImports.add(id);
    },
  };
  const owner = ["app/layouts/dashboard-layout.tsx", "features/dashboard/routes/dashboard-home.tsx"].map(web);
  // A group takes the modules its test names and, with them, what they import that a group of a higher
  // priority has not taken. main.tsx itself stays in index.html's entry chunk.
  const groups = [
    { name: (id: string) => shared.get(id) ?? null, priority: 3 },
    { name: "app", test: (id: string) => entryImports.has(id), priority: 2 },
    { name: "owner", test: (id: string) => owner.includes(id), priority: 1 },
  ];
  return { plugin, groups };
}
const chunks = spaChunks();

// The message catalogs compiled first (src/shared/i18n/compiled, git-ignored): the app, the server and the
// tests import them.
execFileSync(process.execPath, ["scripts/i18n.mjs", "compile"], { stdio: "inherit" });

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [sonnerOnDemand, sonnerStylesOnItsOwnElements, chunks.plugin, react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // Radix's scroll lock without its page-wide restyle (src/web/lib/remove-scroll-bar.ts).
      { find: /^react-remove-scroll-bar$/, replacement: web("lib/remove-scroll-bar.ts") },
    ],
  },
  // `vite build --ssr app/server-render.tsx`: the marketing pages' renderer for the server, self-contained
  // (React and the rest bundled in) because the server's production install has no front-end packages.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        copyPublicDir: false,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: "[name].js" } },
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        sourcemap: false,
        // <link rel="modulepreload"> is in every browser the app supports (Safari 17, Firefox 115); one that lacks
        // it still loads the modules, only later. The polyfill was 0.4 KiB in front of every page's script.
        modulePreload: { polyfill: false },
        // The SPA's shell, the shells of a marketing page and of an account page served to a visitor without a
        // session, and the public guest page's own light shell (src/web/guest-page).
        rolldownOptions: {
          output: { codeSplitting: { groups: chunks.groups } },
          input: {
            index: web("index.html"),
            marketing: web("marketing.html"),
            account: web("account.html"),
            guest: web("guest-page.html"),
          },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
}));
