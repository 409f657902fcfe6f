import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";

/**
 * Zod schemas in @trms/shared carry message keys (alert_email_is_invalid, ...) instead of texts;
 * this turns a field's key into the current language, falling back to a generic message.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation("validation");
  return (error) => {
    if (!error) return undefined;
    const key = error.message ?? "field_invalid";
    return t(key, { defaultValue: t("field_invalid") });
  };
}
