import { type LoginReply, SIGN_IN_ERROR_PARAM, type SignInOptions } from "@trms/shared";
import { useEffect, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { useErrorText } from "../../../components/form/errors";
import { FormAlert } from "../../../components/public/form-alert";
import { PasswordField } from "../../../components/public/password-field";
import { PublicLayout } from "../../../components/public/public-layout";
import { SubmitButton } from "../../../components/public/submit-button";
import { TextField } from "../../../components/public/text-field";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { homePath, safeRedirect } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { onFirstUse } from "../../../lib/on-first-use";
import {
  OIDC_START_URL,
  passkeysAvailable,
  type SecondFactorPending,
  signInOptions,
  signInWithPasskey,
  signInWithPassword,
} from "../api";
import { SecondFactorStep } from "../components/second-factor-step";
import type { LoginFormOutput, LoginFormValues } from "../login-check";
import { getRememberedEmail, rememberEmail } from "../remembered-email";

// The form's check (its schema, and zod with it) loads when the user first types or submits, not
// with the page: the sign-in page's budget has no room for zod (ADR 1141). Should it fail to load
// (the network gone), the form is sent as typed: the server applies the same schema, and the call
// then says what failed.
const loginCheck = onFirstUse(() => import("../login-check"));
const resolver: Resolver<LoginFormValues, unknown, LoginFormOutput> = (values, context, options) =>
  loginCheck().then(
    (check) => check.loginResolver(values, context, options),
    () => ({ values: values as LoginFormOutput, errors: {} }),
  );

/** Where to go after sign-in: router state from the guard, else ?redirect= (which survives a reload). */
function useOrigin(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  return safeRedirect(state?.from) ?? safeRedirect(params.get("redirect"));
}

/** The errors a sign-in at the identity provider comes back with (the server's message keys). */
const SIGN_IN_ERRORS = [
  "oidc_sign_in_failed",
  "oidc_provider_down",
  "oidc_unknown_account",
  "oidc_email_unverified",
  "account_blocked",
  "inspector_access_ended",
] as const;

/** The identity provider's button where one is set up, and why a sign-in there came back. */
function useSignInOptions() {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    let live = true;
    signInOptions().then(
      (found) => live && setOptions(found),
      // Without the answer the page offers the password form, as it always has.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}

export function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const fieldError = useErrorText();
  const { user, signIn } = useAuth();
  const origin = useOrigin();
  const [remembered] = useState(getRememberedEmail);
  const options = useSignInOptions();
  const [params] = useSearchParams();
  const returned = params.get(SIGN_IN_ERROR_PARAM);
  const known = SIGN_IN_ERRORS.find((key) => key === returned);
  const providerError = returned ? t(`login.sign_in_error.${known ?? "oidc_sign_in_failed"}`) : null;

  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver,
    defaultValues: { email: remembered ?? "", password: "", remember: remembered !== null },
  });
  const typedEmail = useWatch({ control: form.control, name: "email" });
  const { errors, isSubmitting } = form.formState;
  // After a right password, an account holding a second factor is asked for it.
  const [pending, setPending] = useState<(SecondFactorPending & { email: string; remember: boolean }) | null>(
    null,
  );
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  // Signed in already (or just now): the page the user wanted, else the home of their area.
  const home = user ? homePath(user) : null;
  if (home) return <Navigate to={origin ?? home} replace />;

  /** The session a sign-in made, whichever way: into the app, or why not. */
  const enter = (signedIn: LoginReply, salt: string) => {
    if (!homePath(signedIn.user)) {
      setPending(null);
      form.setError("root.server", { message: t("login.no_access") });
      return;
    }
    notifySuccess(t("login.success"));
    signIn(signedIn.token, salt, signedIn.user);
  };

  const onSubmit = form.handleSubmit(async ({ email, password, remember }) => {
    try {
      const signedIn = await signInWithPassword(email, password);
      rememberEmail(email, remember);
      if ("second_factor" in signedIn) {
        setPending({ ...signedIn, email, remember });
        return;
      }
      enter(signedIn, signedIn.salt);
    } catch (error) {
      form.setError("root.server", { message: failureMessage(error, t("common:errors.internal")) });
    }
  });

  const failure = errors.root?.server?.message;

  const withPasskey = async () => {
    setPasskeyBusy(true);
    form.clearErrors("root.server");
    try {
      enter(await signInWithPasskey(), "");
    } catch (error) {
      form.setError("root.server", { message: failureMessage(error, t("login.passkey_cancelled")) });
      setPasskeyBusy(false);
    }
  };

  if (pending)
    return (
      <PublicLayout title={t("login.title")} subtitle={t("login.subtitle")}>
        <SecondFactorStep
          ticket={pending.second_factor.ticket}
          methods={pending.second_factor.methods}
          onSignedIn={(signedIn) => enter(signedIn, pending.salt)}
          onBack={() => setPending(null)}
        />
      </PublicLayout>
    );

  return (
    <PublicLayout title={t("login.title")} subtitle={t("login.subtitle")}>
      {/* POST: were the form ever sent by the browser itself (the page from the server before the app
        has taken it over), the password must not go into an address (ADR 1083). */}
      <form
        className="pub-stack"
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={() => void loginCheck().catch(() => undefined)}
        aria-label={t("login.title")}
      >
        {failure ? <FormAlert severity="error">{failure}</FormAlert> : null}
        {!failure && providerError ? <FormAlert severity="error">{providerError}</FormAlert> : null}
        {options?.oidc_label ? (
          <>
            <a className="pub-btn pub-btn--primary pub-btn--block" href={OIDC_START_URL}>
              {t("login.sign_in_with", { label: options.oidc_label })}
            </a>
            <p className="pub-divider">{t("login.or")}</p>
          </>
        ) : null}
        {options?.password_sign_in === "admin-only" ? (
          <p className="pub-hint">{t("login.admin_only")}</p>
        ) : null}
        <TextField
          label={t("login.email")}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus={!remembered}
          error={fieldError(errors.email)}
          {...form.register("email")}
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          autoFocus={Boolean(remembered)}
          error={fieldError(errors.password)}
          {...form.register("password")}
        />
        <div className="pub-row">
          <label className="pub-check">
            <input type="checkbox" {...form.register("remember")} />
            {t("login.remember_me")}
          </label>
          <RouterLink className="pub-link" to="/forgot-password" state={{ email: typedEmail }}>
            {t("login.forgot_password")}
          </RouterLink>
        </div>
        <SubmitButton busy={isSubmitting}>{t("login.submit")}</SubmitButton>
        {options?.passkeys && options.password_sign_in === "all" && passkeysAvailable() ? (
          <button
            type="button"
            className="pub-btn pub-btn--outlined pub-btn--block"
            disabled={passkeyBusy || isSubmitting}
            onClick={() => void withPasskey()}
          >
            {t("login.passkey")}
          </button>
        ) : null}
      </form>
    </PublicLayout>
  );
}
