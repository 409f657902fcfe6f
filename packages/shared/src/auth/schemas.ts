import { z } from "zod";
import { Permission, Role } from "../access/roles";
import { recordIdSchema } from "../api/ids";
import { fileUrlText } from "../api/replies";
import { PASSWORD_MAX, PASSWORD_MIN } from "../constants";

const HEX64 = /^[0-9a-f]{64}$/;

export const emailSchema = z
  .string({ error: "alert_email_is_required" })
  .trim()
  .min(1, { error: "alert_email_is_required" })
  .max(254, { error: "field_too_long" })
  .pipe(z.email({ error: "alert_email_is_invalid" }))
  .transform((value) => value.toLowerCase());

/** A password as the user types it: only where the browser has no salt (create, reset). */
export const plainPasswordSchema = z
  .string({ error: "alert_password_is_required" })
  .min(1, { error: "alert_password_is_required" })
  .min(PASSWORD_MIN, { error: "alert_password_too_short" })
  .max(PASSWORD_MAX, { error: "alert_password_too_long" });

/** sha256hex(sha256hex(password) + salt), lowercase hex. */
export const passwordVerifierSchema = z
  .string({ error: "alert_password_is_required" })
  .regex(HEX64, { error: "field_invalid" });

export const loginSchema = z.strictObject({ email: emailSchema });
export type LoginInput = z.infer<typeof loginSchema>;

export const loginValidateSchema = z.strictObject({
  email: emailSchema,
  /** The verifier followed by the single-use code. */
  password: z
    .string({ error: "alert_password_is_required" })
    .regex(/^[0-9a-f]{64}[0-9a-f]{32}$/, { error: "login_failed" }),
});
export type LoginValidateInput = z.infer<typeof loginValidateSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({
  email: emailSchema,
  password: plainPasswordSchema,
  token: z.string({ error: "reset_token_invalid" }).min(1).max(200),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.strictObject({
  id: recordIdSchema,
  new_password: passwordVerifierSchema,
  old_password: passwordVerifierSchema.optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The login form as the user fills it. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: "alert_password_is_required" }),
  remember: z.boolean(),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z
  .object({
    email: emailSchema,
    password: plainPasswordSchema,
    confirm_password: z.string().min(1, { error: "alert_password_must_not_be_empty" }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    error: "alert_password_does_not_match",
  });

/** Change-password form: the old password is asked only where the screen shows it. */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string().optional(),
    new_password: z
      .string()
      .min(1, { error: "alert_password_must_not_be_empty" })
      .min(PASSWORD_MIN, { error: "alert_password_too_short" })
      .max(PASSWORD_MAX, { error: "alert_password_too_long" }),
    confirm_password: z.string().min(1, { error: "alert_password_must_not_be_empty" }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: "alert_password_does_not_match",
  });

/** `auth/login`: the account's salt (a stable stand-in for an unknown email) and a single-use code. */
export const loginChallengeSchema = z.object({ salt: z.string(), code: z.string() });
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/**
 * What the server knows of the signed-in account; the web reads the same from the login reply
 * (`auth/login/validate`) and from `auth/me`.
 */
export const sessionUserSchema = z.object({
  id: z.number(),
  role: z.enum(Role),
  fleet: z.string().nullable(),
  crew_code: z.string().nullable(),
  /** The pilot profile of a pilot or instructor account. */
  pilot_id: z.number().nullable(),
  management_role: z.array(z.enum(Permission)),
  full_name: z.string(),
  email: z.string(),
  avatar: fileUrlText.nullable(),
  /** The super administrator: an admin who may grant permissions. */
  is_admin: z.boolean(),
});

/**
 * `auth/login/validate`: the session token (also set as the HttpOnly session cookie) and the
 * signed-in account.
 */
export const loginReplySchema = z.object({ token: z.string(), user: sessionUserSchema });

/** The ways the login page offers: the identity provider's button, and who may use a password. */
export const signInOptionsReplySchema = z.object({
  /** "Sign in with <label>"; null when no identity provider is set up. */
  oidc_label: z.string().nullable(),
  /** "admin-only": the password form is for the super administrator alone. */
  password_sign_in: z.enum(["all", "admin-only"]),
  /** Some account holds a passkey: the page offers "Sign in with a passkey". */
  passkeys: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptionsReplySchema>;

/** `auth/logout`: where the browser ends its session at the identity provider too, if anywhere. */
export const logoutReplySchema = z.object({ end_session_url: z.string().nullable() });
export type LogoutReply = z.infer<typeof logoutReplySchema>;
export type LoginReply = z.infer<typeof loginReplySchema>;

/** `auth/me` answers the signed-in account alone (its schema lives beside the access rules that read it). */
