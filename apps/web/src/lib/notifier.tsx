import { NOTIFICATION_HIDE_MS } from "@trms/shared";
import i18next from "i18next";
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type VariantType } from "notistack";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * Mounts the snackbar host in its own small root beside the app, so notifications survive route
 * changes and need no provider in the page tree. Top centre, 10 s (spec part1 §8), under the top bar.
 */
export function mountNotifier(): (message: string, variant: VariantType) => void {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  // The provider publishes enqueueSnackbar while rendering; render synchronously so the first
  // message (usually queued right before a navigation) is not lost.
  flushSync(() =>
    root.render(
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={NOTIFICATION_HIDE_MS}
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
        // Under the top bar, never over its language switcher and account menu.
        classes={{ containerAnchorOriginTopCenter: "trms-snackbar-top" }}
        // On a phone the notice covers the top bar for 10 s; let the user wave it away.
        action={(key) => (
          <button
            type="button"
            className="trms-snackbar-close"
            aria-label={i18next.t("common:actions.close")}
            onClick={() => closeSnackbar(key)}
          >
            ×
          </button>
        )}
      />,
    ),
  );
  return (message, variant) => {
    enqueueSnackbar(message, { variant });
  };
}

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/** A notice that stays until one of its actions is chosen (an update of the app offered). */
export function showActionNotice(message: string, actions: NoticeAction[]): void {
  enqueueSnackbar(message, {
    variant: "info",
    persist: true,
    action: (key) => (
      <span className="trms-snackbar-actions">
        {actions.map((one) => (
          <button
            key={one.label}
            type="button"
            className="trms-snackbar-action"
            onClick={() => {
              closeSnackbar(key);
              one.onClick();
            }}
          >
            {one.label}
          </button>
        ))}
      </span>
    ),
  });
}
