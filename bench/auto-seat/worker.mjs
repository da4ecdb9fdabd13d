// The Web Worker of the browser measurement (bench/auto-seat/browser.mjs), bundled by esbuild: it builds a
// planted instance, runs the solver in slices of about 16 ms with startSolve, as the product's worker does,
// and answers with the plan, its quality, the time to the goal and the total time.
import { plantedInstance } from "../../src/shared/auto-seat/planted";
import { startSolve } from "../../src/shared/auto-seat/solve";

self.onmessage = (event) => {
  const { guests, spare, seed, goal } = event.data;
  const { instance, hiddenScore } = plantedInstance({ guests, spare, seed });
  const started = performance.now();
  let reached = null;
  let progressMessages = 0;
  const run = startSolve(instance, { seed: 1 });
  const slice = () => {
    const until = performance.now() + 16;
    while (!run.finished && performance.now() < until) {
      const progress = run.step();
      if (reached === null && progress.bestScore !== null && progress.bestScore >= goal * hiddenScore - 1e-9)
        reached = performance.now() - started;
    }
    if (!run.finished) {
      progressMessages++;
      self.postMessage({ type: "progress" });
      setTimeout(slice, 0);
      return;
    }
    const result = run.result();
    const total = performance.now() - started;
    self.postMessage({
      type: "done",
      quality: result.ok ? result.plan.score / hiddenScore : null,
      assignments: result.ok ? JSON.stringify(result.plan.assignments) : null,
      reached,
      total,
      progressMessages,
    });
  };
  slice();
};
