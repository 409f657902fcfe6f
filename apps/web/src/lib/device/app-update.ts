import i18next from "i18next";
import { Workbox } from "workbox-window";
import { notifyWithActions } from "../notify";

/**
 * Registers the service worker of the installable app (ADR 1620). A new version waits: a notice
 * offers it, and the app reloads into it only when the user accepts, never in the middle of a form.
 */
export function registerApp(): void {
  const worker = new Workbox("/sw.js");
  worker.addEventListener("waiting", async () => {
    await i18next.loadNamespaces("offline");
    const t = i18next.getFixedT(null, "offline");
    notifyWithActions(t("update.ready"), [
      { label: t("update.later"), onClick: () => undefined },
      {
        label: t("update.reload"),
        onClick: () => {
          worker.addEventListener("controlling", () => window.location.reload());
          worker.messageSkipWaiting();
        },
      },
    ]);
  });
  worker.register().catch((error: unknown) => console.warn("The app could not be installed:", error));
}
