/**
 * Run in the page (page.evaluate): records in window.__frames each pointer move's frame while a button is
 * held, from the event to just after the next paint (a task queued from the animation frame runs once the
 * frame has been rendered).
 */
export function watchFrames() {
  window.__frames = [];
  window.addEventListener(
    "pointermove",
    (event) => {
      if (event.buttons === 0) return;
      const started = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.__frames.push(performance.now() - started)));
    },
    { capture: true },
  );
}
