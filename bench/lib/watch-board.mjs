/** Run in the page before any script (page.addInitScript): window.__boardAt is the moment (since navigation
 * start) the Assign Seats board's first table card and first unseated guest are both on screen. */
export function watchFirstRender() {
  new MutationObserver((_, observer) => {
    if (
      document.querySelector("[data-table-card]") &&
      document.querySelector('[aria-label="Unseated guest list"] li')
    ) {
      window.__boardAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}
