import type { LoginChallenge, LoginReply, SignInOptions } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { passwordVerifier } from "../../lib/password";

// Plain async calls rather than TanStack mutations: the public pages keep the query library off
// the /login budget, and react-hook-form already tracks the submitting state. See ADR 0102.

export interface SignedIn extends LoginReply {
  salt: string;
}

/** The challenge sign-in of the contract: fetch salt and code, answer with the salted hash and the code. */
export async function signInWithPassword(email: string, password: string): Promise<SignedIn> {
  const { salt, code } = await apiPost<LoginChallenge>("auth/login", { email });
  const reply = await apiPost<LoginReply>("auth/login/validate", {
    email,
    password: passwordVerifier(password, salt) + code,
  });
  return { ...reply, salt };
}

/** The server answers the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiPost("auth/login/forgot_password", { email });
}

export interface ResetPasswordRequest {
  email: string;
  /** Plain: the browser has no salt before sign-in, so the server derives the verifier itself. */
  password: string;
  /** The :ses segment of the emailed link. */
  token: string;
}

export function resetPassword(request: ResetPasswordRequest): Promise<unknown> {
  return apiPost("auth/login/reset_password", request);
}

/** What the login page offers besides the password form: the identity provider's button. */
export function signInOptions(): Promise<SignInOptions> {
  return apiPost<SignInOptions>("auth/sign_in_options", {});
}

/** Where the browser goes to sign in at the identity provider (a navigation, not a call). */
export const OIDC_START_URL = "/api/v1/auth/oidc/start";
