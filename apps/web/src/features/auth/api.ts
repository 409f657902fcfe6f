import type {
  LoginChallenge,
  LoginReply,
  PasskeyOptionsReply,
  SecondFactorStep,
  SignInOptions,
} from "@trms/shared";
import { apiPost } from "../../lib/api";
import { passwordVerifier } from "../../lib/password";

// Plain async calls rather than TanStack mutations: the public pages keep the query library off
// the /login budget, and react-hook-form already tracks the submitting state. See ADR 0102.

export interface SignedIn extends LoginReply {
  salt: string;
}

/** The password step of an account holding a second factor: the ticket the factor completes. */
export interface SecondFactorPending extends SecondFactorStep {
  salt: string;
}

/**
 * The challenge sign-in of the contract: fetch salt and code, answer with the salted hash and the
 * code. An account holding a second factor is answered with the step that asks for it.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<SignedIn | SecondFactorPending> {
  const { salt, code } = await apiPost<LoginChallenge>("auth/login", { email });
  const reply = await apiPost<LoginReply | SecondFactorStep>("auth/login/validate", {
    email,
    password: passwordVerifier(password, salt) + code,
  });
  return { ...reply, salt };
}

/** The second step: a code of the authenticator app, or a recovery code. */
export function signInWithCode(ticket: string, code: string): Promise<LoginReply> {
  return apiPost<LoginReply>("auth/login/second_factor", { ticket, code });
}

/**
 * A passkey: as the second step (with its ticket) or as the whole sign-in. The browser's WebAuthn
 * library loads only now, so the login page's budget does not carry it.
 */
export async function signInWithPasskey(ticket?: string): Promise<LoginReply> {
  const options = await apiPost<PasskeyOptionsReply>("auth/login/passkey_options", ticket ? { ticket } : {});
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options.options as never });
  return apiPost<LoginReply>("auth/login/passkey", { ticket: options.ticket, response });
}

/** Whether this browser can use passkeys at all. */
export const passkeysAvailable = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

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
