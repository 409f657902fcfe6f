import { SESSION_TTL_MS, type SessionUser } from "@trms/shared";
import { useSyncExternalStore } from "react";
import { deleteCookie, getCookie, setCookie } from "./cookies";
import { isJwtLive, jwtExpiry } from "./jwt";
import { onServer, serverPage } from "./ssr";

const TOKEN_COOKIE = "token";
const SALT_COOKIE = "salt";
const USER_KEY = "user";

export interface SessionState {
  token: string | null;
  /** Null while a live token waits for auth/me to say who it belongs to. */
  user: SessionUser | null;
  /** True after an explicit logout, so the guards send the user to a plain /login without an origin. */
  signedOut: boolean;
}

function readStoredUser(): SessionUser | null {
  // The page the server rendered names the account as the server saw it a moment ago.
  if (serverPage?.user) return serverPage.user;
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function readInitialState(): SessionState {
  if (onServer) return { token: null, user: null, signedOut: false };
  const token = getCookie(TOKEN_COOKIE);
  if (token && isJwtLive(token)) return { token, user: readStoredUser(), signedOut: false };
  // An expired or unreadable token is no session: drop its leftovers so nothing stale is shown.
  if (token) deleteCookie(TOKEN_COOKIE);
  localStorage.removeItem(USER_KEY);
  return { token: null, user: null, signedOut: false };
}

let state: SessionState = readInitialState();
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

/** On the server: the session of the request about to be rendered. */
export function setServerSession(token: string | null, user: SessionUser | null): void {
  state = { token, user, signedOut: false };
}

export function getToken(): string | null {
  return state.token;
}

/** Stores what a successful sign-in returned; cookies live exactly as long as the token. */
export function startSession(token: string, salt: string, user: SessionUser): void {
  const exp = jwtExpiry(token);
  const expires = exp ? new Date(exp * 1000) : new Date(Date.now() + SESSION_TTL_MS);
  setCookie(TOKEN_COOKIE, token, expires);
  setCookie(SALT_COOKIE, salt, expires);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  update({ token, user, signedOut: false });
}

/** Replaces the user after auth/me, whose permissions may have changed since sign-in. */
export function refreshUser(user: SessionUser): void {
  if (!state.token) return;
  const stored = JSON.stringify(user);
  localStorage.setItem(USER_KEY, stored);
  // Unchanged, it changes nothing on screen: no part re-renders for it.
  if (state.user && JSON.stringify(state.user) === stored) return;
  update({ ...state, user });
}

export function endSession(reason: "logout" | "expired"): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(SALT_COOKIE);
  localStorage.removeItem(USER_KEY);
  update({ token: null, user: null, signedOut: reason === "logout" });
}

/** The salt kept from sign-in, needed to hash passwords for a password change. */
export function getSalt(): string | null {
  return getCookie(SALT_COOKIE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  // The server renders with the request's session, and the browser takes its page over with its own.
  return useSyncExternalStore(subscribe, getSession, getSession);
}
