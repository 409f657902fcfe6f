import { z } from "zod";

/** A TOTP code of an authenticator app: six digits (spaces typed between them are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: two groups of five letters or digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
/** How many recovery codes an account is given at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the second factor stays open. */
export const SIGN_IN_STEP_TTL_MS = 5 * 60 * 1000;

/** The ways an account can prove itself a second time. */
export const SECOND_FACTOR_METHODS = ["totp", "recovery_code", "passkey"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * `auth/login/validate` of an account holding a second factor: no session yet, the ticket that the
 * second factor completes (`auth/login/second_factor`, `auth/login/passkey`), and the ways it may.
 */
export const secondFactorStepSchema = z.object({
  second_factor: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  }),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

const ticket = z.string().trim().min(16).max(200);

/** The code typed at the second step: a TOTP code or a recovery code. */
export const secondFactorCodeSchema = z.strictObject({
  ticket,
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z.string().refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
        message: "second_factor_code_invalid",
      }),
    ),
});

/** A WebAuthn response as the browser library hands it over (checked by the server library). */
const webauthnResponse = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal("public-key") });

/**
 * `auth/login/passkey_options`: with the password step's ticket, a passkey as the second factor;
 * without one, a passkey as the whole sign-in.
 */
export const passkeyOptionsSchema = z.strictObject({ ticket: ticket.optional() });
/** The challenge and options the browser's WebAuthn call takes, with the ticket that answers it. */
export const passkeyOptionsReplySchema = z.object({
  ticket: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsReply = z.infer<typeof passkeyOptionsReplySchema>;

/** `auth/login/passkey`: the authenticator's answer to that challenge. */
export const passkeySignInSchema = z.strictObject({ ticket, response: webauthnResponse });

/** The account's own second factors, as its profile shows them. */
export const secondFactorStatusSchema = z.object({
  /** Whether the installation requires this account to hold a second factor. */
  required: z.boolean(),
  /** When it must have enrolled one (a grace period), if it must and holds none. */
  due_at: z.string().nullable(),
  /** This session may only enrol: the account's grace period is over. */
  enrolment_only: z.boolean(),
  totp: z.boolean(),
  recovery_codes_left: z.number(),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** `auth/second_factor/totp/start`: the secret to scan, as a QR code and typed out. */
export const totpStartReplySchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qr_svg: z.string(),
});
export type TotpStartReply = z.infer<typeof totpStartReplySchema>;

export const totpConfirmSchema = z.strictObject({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(TOTP_CODE_PATTERN, "second_factor_code_invalid")),
});

/** New recovery codes, shown once; null when the account already holds unused ones. */
export const recoveryCodesReplySchema = z.object({ recovery_codes: z.array(z.string()).nullable() });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;

/** `auth/second_factor/passkey/register`: the new passkey's name and the authenticator's answer. */
export const passkeyRegisterSchema = z.strictObject({
  ticket,
  name: z.string().trim().min(1).max(60),
  response: webauthnResponse,
});

export const passkeyRemoveSchema = z.strictObject({ id: z.string().min(1).max(1024) });

/** `auth/second_factor/reset`: the account whose factors a super administrator removes. */
export const secondFactorResetSchema = z.strictObject({ user_id: z.number().int().positive() });
