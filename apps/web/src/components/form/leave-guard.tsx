import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../confirm-dialog";

/**
 * Asks before a changed form is left: a link, the browser's back button or another route shows a
 * "leave without saving?" dialog, closing or reloading the tab the browser's own prompt. Saving
 * (the form is then unchanged) and cancelling (`release`) leave without asking.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation("common");
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) released.current = false;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("leave.title")}
      message={t("leave.message")}
      confirmLabel={t("leave.leave")}
      cancelLabel={t("leave.stay")}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );

  return {
    /** Lets the next navigation through: the user chose Cancel. */
    release: () => {
      released.current = true;
    },
    dialog,
  };
}
