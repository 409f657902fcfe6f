import type { LogoutReply, SessionUser } from "@trms/shared";
import { createContext, type ReactNode, use, useEffect, useMemo } from "react";
import { apiPost } from "./api";
import { endSession, getSession, refreshUser, type SessionState, startSession, useSession } from "./session";

interface AuthContextValue extends SessionState {
  signIn: (token: string, salt: string, user: SessionUser) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function signOut(): Promise<void> {
  let provider: string | null = null;
  try {
    provider = (await apiPost<LogoutReply>("auth/logout"))?.end_session_url ?? null;
  } catch {
    // The session ends on this device whatever the server answers; a stale server row expires anyway.
  }
  endSession("logout");
  // What the app kept on this device for the account goes with its session (ADR 1620).
  await import("./device/device-db").then(({ clearDevice }) => clearDevice()).catch(() => undefined);
  // Signed in through the airline's identity provider: signed out there too, which comes back to /login.
  if (provider) window.location.assign(provider);
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
