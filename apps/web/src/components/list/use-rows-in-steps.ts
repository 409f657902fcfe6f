import { startTransition, useEffect, useState } from "react";
import { pageFromServer } from "../../lib/ssr";
import { useLandingShown } from "../landing-gate";

/** More than a tablet or a phone shows of a list before it scrolls. */
export const FIRST_ROWS = 12;

/** Where a list is in its first showing: the page around it, then the first rows, then all of them. */
type Step = "frame" | "first" | "whole";

/** Runs `then` in a task after the browser's next paint. */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The rows to render now, and whether rows wait to render (shown as the loading skeleton). A list's
 * cells are the costly part of a page, and on a slow tablet a list whose rows are already there (its
 * call started by the route's loader) otherwise kept the whole page blank until every row had
 * rendered. So a list first paints the page around it, then its first FIRST_ROWS rows, then the rest,
 * each step a transition after the browser has painted the one before; a list that a landing page
 * holds back waits at its first rows until shown. Only the first showing steps: later
 * pages, searches and refreshes render whole, so nothing on screen ever shrinks.
 */
export function useRowsInSteps<Row>(rows: Row[]): { rows: Row[]; waiting: boolean } {
  // The server renders a list's first rows, and the browser adds the rest once it has
  // taken the page over.
  const [step, setStep] = useState<Step>(() => (pageFromServer() ? "first" : "frame"));
  const shown = useLandingShown();
  const next: Step | null =
    step === "frame" ? "first" : step === "first" && shown && rows.length > FIRST_ROWS ? "whole" : null;
  useEffect(() => {
    if (!next) return;
    return afterPaint(() => startTransition(() => setStep(next)));
  }, [next]);
  if (step === "frame") return { rows: [], waiting: rows.length > 0 };
  if (step === "first") return { rows: rows.slice(0, FIRST_ROWS), waiting: false };
  return { rows, waiting: false };
}
