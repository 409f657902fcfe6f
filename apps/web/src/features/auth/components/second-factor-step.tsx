import type { LoginReply, SecondFactorMethod } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/public/form-alert";
import { SubmitButton } from "../../../components/public/submit-button";
import { TextField } from "../../../components/public/text-field";
import { failureMessage } from "../../../lib/api-error";
import { passkeysAvailable, signInWithCode, signInWithPasskey } from "../api";

/**
 * The sign-in's second step, after a right password: the six digits of the authenticator app or a
 * recovery code, or the account's passkey. Back returns to the password form.
 */
export function SecondFactorStep({
  ticket,
  methods,
  onSignedIn,
  onBack,
}: {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn: (reply: LoginReply) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(["auth", "common"]);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usesCode = methods.includes("totp") || methods.includes("recovery_code");
  const usesPasskey = methods.includes("passkey") && passkeysAvailable();

  const run = async (attempt: () => Promise<LoginReply>, fallback = t("common:errors.internal")) => {
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await attempt());
    } catch (error) {
      setFailure(failureMessage(error, fallback));
      setBusy(false);
    }
  };

  return (
    <form
      className="pub-stack"
      noValidate
      aria-label={t("login.second_factor.title")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setFailure(t("login.second_factor.code_required"));
          return;
        }
        void run(() => signInWithCode(ticket, code.trim()));
      }}
    >
      <h2 className="pub-subtitle">{t("login.second_factor.title")}</h2>
      {failure ? <FormAlert severity="error">{failure}</FormAlert> : null}
      {usesCode ? (
        <>
          <p className="pub-hint">{t("login.second_factor.code_hint")}</p>
          <TextField
            label={t("login.second_factor.code")}
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={16}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitButton busy={busy}>{t("login.second_factor.verify")}</SubmitButton>
        </>
      ) : null}
      {usesPasskey ? (
        <button
          type="button"
          className={`pub-btn pub-btn--block ${usesCode ? "pub-btn--outlined" : "pub-btn--primary"}`}
          disabled={busy}
          onClick={() => void run(() => signInWithPasskey(ticket), t("login.passkey_cancelled"))}
        >
          {t("login.second_factor.use_passkey")}
        </button>
      ) : null}
      <button type="button" className="pub-link pub-link--button" onClick={onBack}>
        {t("login.second_factor.back")}
      </button>
    </form>
  );
}
