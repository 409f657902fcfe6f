import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";

/** How a session's account proved who it is: its password, its organisation's identity provider, a passkey. */
export const SIGN_IN_METHODS = ["password", "oidc", "passkey"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A session as the API names it: derived from its token's id, which is never sent. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{16}$/;

/** One signed-in device of the account: where and how it signed in, and when it was seen. */
export const signedInDeviceSchema = z.object({
  id: z.string().meta({ description: "The session's id (not its token's)" }),
  /** A readable name from the user agent ("Chrome 131 on Windows"); null when it names none. */
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  first_seen: dateTimeText,
  /** Kept to the nearest few minutes. */
  last_seen: dateTimeText,
  method: z.enum(SIGN_IN_METHODS),
  /** The session making this call. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** `auth/sessions`: the caller's live sessions, newest first. */
export const signedInDevicesReplySchema = z.object({ sessions: z.array(signedInDeviceSchema) });
export type SignedInDevicesReply = z.infer<typeof signedInDevicesReplySchema>;

/** `auth/sessions/end`: one of the caller's own sessions. */
export const endSessionSchema = z.strictObject({
  id: z.string({ error: "field_invalid" }).regex(SESSION_ID_PATTERN, { error: "field_invalid" }),
});
export type EndSessionInput = z.infer<typeof endSessionSchema>;

/**
 * Whether the session ended was the caller's own (then the caller is signed out), and where its
 * sign-out at the identity provider is, as `auth/logout` answers.
 */
export const endSessionReplySchema = z.object({
  current: z.boolean(),
  end_session_url: z.string().nullable(),
});
export type EndSessionReply = z.infer<typeof endSessionReplySchema>;

/** `auth/sessions/end_all`: every session of an account (the super administrator). */
export const endAllSessionsSchema = z.strictObject({ user_id: recordIdSchema });
export type EndAllSessionsInput = z.infer<typeof endAllSessionsSchema>;

/** How many live sessions were ended. */
export const endAllSessionsReplySchema = z.object({ ended: z.number().int() });
export type EndAllSessionsReply = z.infer<typeof endAllSessionsReplySchema>;
