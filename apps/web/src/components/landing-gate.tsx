import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { pageFromServer } from "../lib/ssr";

/** The longest a landing page keeps its list back for the panels above it (ADR 1081). */
export const LANDING_HOLD_MS = 1500;

/** Placeholder rows while the page waits: about what a laptop shows of a list. */
const PLACEHOLDER_ROWS = 6;

interface Hold {
  /** The panel has what it shows, its data or its error. */
  release: () => void;
  /** The panel left the page before it settled. */
  cancel: () => void;
}

const GateContext = createContext<(() => Hold) | null>(null);
const ReleaseContext = createContext<(() => void) | null>(null);
/** False while a gate holds its content hidden; true everywhere else. */
const ShownContext = createContext(true);

/**
 * A landing page's content below its header, shown at once when every panel above the list has
 * settled: My tasks, the warned pilots and the e-learning prompt load on their own, and a
 * list painted before them would move down under the user's pointer as each one arrives. Until then
 * (at most LANDING_HOLD_MS) a list-shaped placeholder stands in. A page with no panel for the
 * signed-in account shows its content before the first paint; a panel that fails settles with its
 * error, so a failure never hides the list.
 */
export function LandingGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const pending = useRef(0);
  // A page the server rendered had every panel's answer at hand: it shows at once, and its panels
  // take no hold, as a hold's update would reach a panel the browser has not taken over yet and
  // make React draw it again from nothing (ADR 1083).
  const [fromServer] = useState(pageFromServer);
  const [open, setOpen] = useState(fromServer);
  const hold = useCallback((): Hold => {
    pending.current += 1;
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      pending.current -= 1;
      return pending.current === 0;
    };
    return {
      release: () => {
        if (finish()) setOpen(true);
      },
      // React runs an effect's cleanup and the effect again in development: wait for that to pass.
      cancel: () => {
        if (finish()) queueMicrotask(() => pending.current === 0 && setOpen(true));
      },
    };
  }, []);
  // The panels' holds are taken in their layout effects, which run before this one.
  useLayoutEffect(() => {
    if (pending.current === 0) setOpen(true);
  }, []);
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setOpen(true), LANDING_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <GateContext.Provider value={fromServer ? null : hold}>
      <ShownContext.Provider value={open}>
        {open ? null : (
          <Paper
            variant="outlined"
            role="progressbar"
            aria-label={t("list.loading")}
            sx={{ borderRadius: 2, p: 2, display: "grid", gap: 1.5 }}
          >
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <Skeleton key={index} variant="rounded" height={36} />
            ))}
          </Paper>
        )}
        {/* Rendered while hidden, so the list's and the panels' calls and code load meanwhile; the
          browser bench reads the mark to tell rows held back from rows shown. */}
        <Box sx={open ? undefined : { display: "none" }} data-landing-held={open ? undefined : ""}>
          {children}
        </Box>
      </ShownContext.Provider>
    </GateContext.Provider>
  );
}

/**
 * A panel above a landing page's list: the gate around it waits until a part inside calls
 * `useSettled(true)`. Outside a gate (the trends screen) it changes nothing.
 */
export function GateHold({ children }: { children: ReactNode }) {
  const hold = useContext(GateContext);
  const [release, setRelease] = useState<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!hold) return;
    const taken = hold();
    setRelease(() => taken.release);
    return taken.cancel;
  }, [hold]);
  return <ReleaseContext.Provider value={release}>{children}</ReleaseContext.Provider>;
}

/** Tells the nearest GateHold that this part now shows what it will show. */
export function useSettled(settled: boolean) {
  const release = useContext(ReleaseContext);
  useEffect(() => {
    if (settled && release) release();
  }, [settled, release]);
}

/**
 * Whether the content is on screen: a list held back by a gate renders its first rows only, and the
 * rest once shown, so the frame that shows the page stays as light as a list's first step.
 */
export function useLandingShown(): boolean {
  return useContext(ShownContext);
}
