// The script of an account page (sign-in, sign-up, reset, confirmation) served to a visitor without a session
// (src/server/lib/web-pages.ts). The page is complete HTML whose forms post to the server, with its critical
// CSS inlined, and the browser prefetches the app's files once it has loaded: nothing stands between the visitor and
// the first paint, and nothing runs that the visitor has not asked for. The app (start.tsx, with its
// stylesheet) starts at the visitor's first interaction with the page, or at once on a page that does its
// work with script (the confirmation link's); it hydrates the page, and the forms validate in the browser,
// show toasts and navigate in-page as everywhere else. Until then the page's own controls work
// (page-controls.ts) and a form posted is answered by the server (docs/decisions/022-light-entry.md).
import "@/web/styles/app.css";
import { enhanceControls } from "./page-controls";

const controls = new AbortController();
enhanceControls(controls.signal);

const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart"] as const;
let started = false;

function startApp() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, startApp, true);
  void import("./start").then(({ start }) => {
    controls.abort();
    return start();
  });
}

/** The app's files, as the server names them in the page, fetched at low priority into the cache. */
function prefetchApp() {
  const files = document.querySelector<HTMLTemplateElement>("template[data-app-files]");
  if (files) document.head.append(files.content.cloneNode(true));
}

if (document.querySelector("[data-needs-app]")) startApp();
else {
  for (const type of INTERACTIONS) addEventListener(type, startApp, { capture: true, passive: true });
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(prefetchApp, { timeout: 2000 })
      : setTimeout(prefetchApp);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
