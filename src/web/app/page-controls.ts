// The controls of a server-rendered page that work before (or without) the app: the small-screen menu
// (React's MobileNav does the same once the app runs) and the footer's Language select, which remembers the
// choice and asks the server for the page in that language. `signal` removes them when the app takes over.
import { LOCALE_COOKIE } from "@/shared/i18n/locales";

export function enhanceControls(signal?: AbortSignal) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("header button[aria-controls]")) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    const setOpen = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      // The names in the page's language, as the server rendered them (MobileNav's data attributes).
      const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
      if (label) button.setAttribute("aria-label", label);
      panel.hidden = !open;
    };
    button.addEventListener("click", () => setOpen(panel.hidden !== false), { signal });
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape" || panel.hidden) return;
        setOpen(false);
        // The panel is about to be hidden: focus inside it would fall back to <body>.
        button.focus();
      },
      { signal },
    );
    // The app starts with the menu closed: the markup must say so when it hydrates.
    signal?.addEventListener("abort", () => setOpen(false));
  }

  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-language-select]")) {
    select.addEventListener(
      "change",
      () => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
        document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(select.value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
        location.reload();
      },
      { signal },
    );
  }
}
