import type { LogoutReply, SessionUser } from "@trms/shared";
import { createContext, type ReactNode, use, useEffect, useMemo } from "react";
import { apiPost } from "./api";
import { endSession, getSession, refreshUser, type SessionState, startSession, useSession } from "./session";

interface AuthContextValue extends SessionState {
  signIn: (token: string, salt: string, user: SessionUser) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * This device signed out, however it was asked (Sign out, or ending this device's session in the
 * account's devices): the session ends, what the app kept on the device goes with it (ADR 1620),
 * and a session from the airline's identity provider is ended there too, which comes back to /login.
 */
export async function signedOutHere(providerSignOut: string | null): Promise<void> {
  endSession("logout");
  await import("./device/device-db").then(({ clearDevice }) => clearDevice()).catch(() => undefined);
  if (providerSignOut) window.location.assign(providerSignOut);
}

async function signOut(): Promise<void> {
  let provider: string | null = null;
  try {
    provider = (await apiPost<LogoutReply>("auth/logout"))?.end_session_url ?? null;
  } catch {
    // The session ends on this device whatever the server answers; a stale server row expires anyway.
  }
  await signedOutHere(provider);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();

  useEffect(() => {
    // Permissions may change while the app is open (a grant, a revocation), so ask at start and
    // whenever the user comes back to the tab; the server applies the new set either way.
    const refresh = () => {
      if (!getSession().token) return;
      apiPost<SessionUser>("auth/me").then(refreshUser, () => {
        // A 401 already ended the session through the API client. Otherwise keep a stored user
        // (the server may be briefly away), but without one nobody knows which area to show.
        if (!getSession().user) endSession("expired");
      });
    };
    refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ ...session, signIn: startSession, signOut }), [session]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth needs an AuthProvider");
  return value;
}
