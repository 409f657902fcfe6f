import { useRef, useState } from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError, failureMessage } from "../../lib/api-error";
import { notifyError } from "../../lib/notify";
import { showServerFieldErrors } from "./errors";

export interface FormSubmitOptions<Values extends FieldValues> {
  /** The API paths the form shows: a failure naming one goes onto its field, with no notice. */
  serverFields?: readonly string[] | ((apiPath: string) => boolean);
  /** Where an API path lives in the form (training flights: "ldg_comment" → criteria.landing.comment). */
  pathOf?: (apiPath: string) => string;
  /** Called when the form's own check fails, e.g. to bring an error without an input into view. */
  onInvalid?: (errors: FieldErrors<Values>) => void;
}

/**
 * The submit of every form: one request at a time however often it is clicked or Enter is pressed;
 * a refused field is reported once, on the field (a duplicate email is not also a red notice); any
 * other failure is a notice; after a save the form counts as unchanged, so leaving does not ask.
 * The form's mutation is declared with `meta: { notifyError: false }`: this hook reports its failures.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: (values: Output) => Promise<unknown>,
  options: FormSubmitOptions<Values> = {},
) {
  const { t } = useTranslation("common");
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await form.handleSubmit(async (values) => {
        try {
          await onValid(values);
          form.reset(form.getValues());
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
          const onField = options.serverFields
            ? showServerFieldErrors(error, form.setError, options.serverFields, options.pathOf)
            : false;
          // An ended session redirects to sign-in; that says enough.
          const ended = error instanceof ApiError && error.status === 401;
          if (!onField && !ended) notifyError(failureMessage(error, t("errors.internal")));
        }
      }, options.onInvalid)();
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { submit, pending };
}
