import { resetPasswordFormSchema } from "@trms/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import type { z } from "zod";
import { useErrorText } from "../../../components/form/errors";
import { schemaResolver } from "../../../components/form/resolver";
import { FormAlert } from "../../../components/public/form-alert";
import { PasswordField } from "../../../components/public/password-field";
import { PublicLayout } from "../../../components/public/public-layout";
import { SubmitButton } from "../../../components/public/submit-button";
import { TextField } from "../../../components/public/text-field";
import { failureMessage } from "../../../lib/api-error";
import { resetPassword } from "../api";

type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;
type ResetPasswordOutput = z.output<typeof resetPasswordFormSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const fieldError = useErrorText();
  const { ses = "" } = useParams();

  const form = useForm<ResetPasswordValues, unknown, ResetPasswordOutput>({
    resolver: schemaResolver<ResetPasswordValues, ResetPasswordOutput>(resetPasswordFormSchema),
    defaultValues: { email: "", password: "", confirm_password: "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await resetPassword({ email, password, token: ses });
    } catch (error) {
      form.setError("root.server", { message: failureMessage(error, t("common:errors.internal")) });
    }
  });

  if (isSubmitSuccessful) {
    return (
      <PublicLayout title={t("reset_password.title")}>
        <div className="pub-stack">
          <FormAlert severity="success">{t("reset_password.success")}</FormAlert>
          <RouterLink className="pub-btn pub-btn--primary pub-btn--block" to="/login">
            {t("common:actions.back_to_login")}
          </RouterLink>
        </div>
      </PublicLayout>
    );
  }

  const failure = errors.root?.server?.message;
  return (
    <PublicLayout title={t("reset_password.title")} subtitle={t("reset_password.intro")}>
      <form className="pub-stack" noValidate onSubmit={onSubmit} aria-label={t("reset_password.title")}>
        {failure ? <FormAlert severity="error">{failure}</FormAlert> : null}
        <TextField
          label={t("reset_password.email")}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          error={fieldError(errors.email)}
          {...form.register("email")}
        />
        <PasswordField
          label={t("reset_password.password")}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...form.register("password")}
        />
        <PasswordField
          label={t("reset_password.confirm_password")}
          autoComplete="new-password"
          error={fieldError(errors.confirm_password)}
          {...form.register("confirm_password")}
        />
        <SubmitButton busy={isSubmitting}>{t("reset_password.submit")}</SubmitButton>
        <p className="pub-center" style={{ margin: 0 }}>
          <RouterLink className="pub-link" to="/login">
            {t("common:actions.back_to_login")}
          </RouterLink>
        </p>
      </form>
    </PublicLayout>
  );
}
