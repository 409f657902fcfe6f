/**
 * Runs `work` once the page is shown and the browser is idle, so the device's part (ADR 1620) never
 * competes with a landing page's rows. Answers a cancel.
 */
export function afterPage(work: () => unknown): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) void work();
  };
  const handle =
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 200);
  return () => {
    cancelled = true;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
