import { useEffect } from "react";
import { useAuth } from "../../../lib/auth";
import { publish } from "../../../lib/device/device-state";
import { homePath } from "../../../lib/home";
import { onFirstUse } from "../../../lib/on-first-use";
import { queryClient } from "../../../lib/query-client";
import { getSession } from "../../../lib/session";
import { afterPage } from "../after-page";

const deviceSync = onFirstUse(() => import("../../../lib/device/device-sync"));
const appUpdate = onFirstUse(() => import("../../../lib/device/app-update"));

/**
 * The device's part of a signed-in session (ADR 1620), started once the page is shown: the app
 * installed and its updates offered in a notice that waits; the kept answers, and the Outbox sent
 * (lib/device/device-sync.ts).
 */
export function DeviceSession() {
  const { user, token } = useAuth();
  const account = user?.id;
  const home = user ? homePath(user) : null;

  useEffect(() => {
    // The development server has no service worker; a browser without them works as before.
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    return afterPage(() => appUpdate().then(({ registerApp }) => registerApp()));
  }, []);

  useEffect(() => {
    if (account === undefined || !token) return;
    let stop: (() => void) | null = null;
    let ended = false;
    const cancel = afterPage(() =>
      deviceSync().then(({ startDeviceSync }) => {
        if (ended) return;
        stop = startDeviceSync(account, token, home);
      }),
    );
    return () => {
      ended = true;
      cancel();
      stop?.();
      // Signed out (or another account now): nothing of this one's answers or Outbox stays in memory
      // to be shown or kept under the next.
      if (getSession().user?.id !== account) {
        queryClient.clear();
        publish([]);
      }
    };
  }, [account, token, home]);

  return null;
}
