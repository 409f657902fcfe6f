import { forgotPasswordFormSchema } from "@trms/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import type { z } from "zod";
import { useErrorText } from "../../../components/form/errors";
import { schemaResolver } from "../../../components/form/resolver";
import { FormAlert } from "../../../components/public/form-alert";
import { PublicLayout } from "../../../components/public/public-layout";
import { SubmitButton } from "../../../components/public/submit-button";
import { TextField } from "../../../components/public/text-field";
import { failureMessage } from "../../../lib/api-error";
import { requestPasswordReset } from "../api";

type ForgotPasswordValues = z.input<typeof forgotPasswordFormSchema>;
type ForgotPasswordOutput = z.output<typeof forgotPasswordFormSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const fieldError = useErrorText();
  const location = useLocation();
  // The login page hands over whatever email was typed there.
  const passedEmail = (location.state as { email?: unknown } | null)?.email;

  const form = useForm<ForgotPasswordValues, unknown, ForgotPasswordOutput>({
    resolver: schemaResolver<ForgotPasswordValues, ForgotPasswordOutput>(forgotPasswordFormSchema),
    defaultValues: { email: typeof passedEmail === "string" ? passedEmail : "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      form.setError("root.server", { message: failureMessage(error, t("common:errors.internal")) });
    }
  });

  const backToLogin = (
    <p className="pub-center" style={{ margin: 0 }}>
      <RouterLink className="pub-link" to="/login">
        {t("common:actions.back_to_login")}
      </RouterLink>
    </p>
  );

  // setError inside the handler keeps isSubmitSuccessful false, so this is the server's OK.
  if (isSubmitSuccessful) {
    return (
      <PublicLayout title={t("forgot_password.title")}>
        <div className="pub-stack">
          <FormAlert severity="success">{t("forgot_password.sent")}</FormAlert>
          {backToLogin}
        </div>
      </PublicLayout>
    );
  }

  const failure = errors.root?.server?.message;
  return (
    <PublicLayout title={t("forgot_password.title")} subtitle={t("forgot_password.intro")}>
      <form className="pub-stack" noValidate onSubmit={onSubmit} aria-label={t("forgot_password.title")}>
        {failure ? <FormAlert severity="error">{failure}</FormAlert> : null}
        <TextField
          label={t("forgot_password.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          error={fieldError(errors.email)}
          {...form.register("email")}
        />
        <SubmitButton busy={isSubmitting}>{t("forgot_password.submit")}</SubmitButton>
        {backToLogin}
      </form>
    </PublicLayout>
  );
}
