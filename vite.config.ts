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

// The message catalogs compiled first (src/shared/i18n/compiled, git-ignored): the app, the server and the
// tests import them.
execFileSync(process.execPath, ["scripts/i18n.mjs", "compile"], { stdio: "inherit" });

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [sonnerOnDemand, react(), tailwindcss()],
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
        rollupOptions: { output: { entryFileNames: "[name].js" } },
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        sourcemap: false,
        // The SPA's shell, the shells of a marketing page and of an account page served to a visitor without a
        // session, and the public guest page's own light shell (src/web/guest-page).
        rollupOptions: {
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
