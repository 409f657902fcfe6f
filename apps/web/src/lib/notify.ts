import type { NoticeAction } from "./notifier";
import { onFirstUse } from "./on-first-use";
import { onServer } from "./ssr";

// notistack loads with the first notification instead of with the app, keeping it off the /login
// budget; "Login successfully" is the first most users see, as the signed-in area loads anyway.
const notifier = onFirstUse(() => import("./notifier").then((module) => module.mountNotifier()));

export function notifySuccess(message: string): void {
  // The server renders no notification: a page with a failed call is left to the browser.
  if (onServer) return;
  void notifier().then((display) => display(message, "success"));
}

/** A notice with buttons that stays until one is chosen. */
export function notifyWithActions(message: string, actions: NoticeAction[]): void {
  if (onServer) return;
  void notifier().then(() =>
    import("./notifier").then((module) => module.showActionNotice(message, actions)),
  );
}

export function notifyError(message: string): void {
  if (onServer) return;
  void notifier().then((display) => display(message, "error"));
}
