import type { DocumentVerificationReply } from "@trms/shared";
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/public/form-alert";
import { PublicLayout } from "../../../components/public/public-layout";
import { TextField } from "../../../components/public/text-field";
import { failureMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/dates";
import { CERTIFICATE_URL, verifyCode, verifyPdf } from "../api";
import { fileSha256 } from "../file-sha256";
import "./verify.css";

/** The answer, and for a PDF the SHA-256 of the file the user uploaded. */
type Checked = DocumentVerificationReply & { by: "code" | "pdf"; uploadedSha256?: string };

/**
 * `/verify`: anyone, signed in or not, checks a PDF the product issued
 * (by uploading it) or the code printed on it. A signed PDF's link opens the page with its code,
 * which is checked at once.
 */
export function VerifyPage() {
  const { t } = useTranslation(["document-verification", "common"]);
  const [params] = useSearchParams();
  const linked = params.get("code") ?? "";
  const [code, setCode] = useState(linked);
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState<"code" | "pdf" | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<{ by: "code" | "pdf"; message: string } | null>(null);
  const [result, setResult] = useState<Checked | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const fileId = useId();

  const run = async (by: "code" | "pdf", call: () => Promise<Omit<Checked, "by">>) => {
    setBusy(by);
    setError(null);
    setResult(null);
    try {
      setResult({ ...(await call()), by });
    } catch (failure) {
      setError({ by, message: failureMessage(failure, t("common:errors.internal")) });
    } finally {
      setBusy(null);
      setProgress(0);
    }
  };

  const checkCode = (typed: string) => {
    if (!typed.trim()) {
      setError({ by: "code", message: t("code_required") });
      return;
    }
    void run("code", () => verifyCode(typed));
  };

  // The link printed on a signed PDF carries its code: check it on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the code the page was opened with
  useEffect(() => {
    if (linked) checkCode(linked);
  }, []);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    checkCode(code);
  };

  const onPdf = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError({ by: "pdf", message: t("pdf_required") });
      return;
    }
    void run("pdf", async () => {
      const [reply, uploadedSha256] = await Promise.all([
        verifyPdf(file, { onProgress: setProgress }),
        // Without its own hash the answer still stands: the original's alone is shown.
        fileSha256(file).catch(() => undefined),
      ]);
      return { ...reply, uploadedSha256 };
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  return (
    <PublicLayout title={t("title")} subtitle={t("intro")}>
      <form className="verify-section" noValidate onSubmit={onPdf} aria-labelledby={`${fileId}-title`}>
        <h2 className="verify-section__title" id={`${fileId}-title`}>
          {t("by_pdf")}
        </h2>
        <label
          className={over ? "verify-drop verify-drop--over" : "verify-drop"}
          htmlFor={fileId}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <span>{t("drop")}</span>
          {file ? <span className="verify-drop__name">{file.name}</span> : null}
          <input
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {busy === "pdf" ? (
          <progress className="verify-progress" max={1} value={progress} aria-label={t("uploading")} />
        ) : null}
        {error?.by === "pdf" ? <FormAlert severity="error">{error.message}</FormAlert> : null}
        <button type="submit" className="pub-btn pub-btn--primary pub-btn--block" disabled={busy !== null}>
          {busy === "pdf" ? <span className="pub-btn__spinner" aria-hidden /> : null}
          {t("check_pdf")}
        </button>
      </form>

      <form className="verify-section" noValidate onSubmit={onCode} aria-labelledby={`${fileId}-code-title`}>
        <h2 className="verify-section__title" id={`${fileId}-code-title`}>
          {t("by_code")}
        </h2>
        <TextField
          label={t("code")}
          name="code"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error?.by === "code" ? error.message : undefined}
        />
        <button type="submit" className="pub-btn pub-btn--primary pub-btn--block" disabled={busy !== null}>
          {busy === "code" ? <span className="pub-btn__spinner" aria-hidden /> : null}
          {t("check_code")}
        </button>
      </form>

      {result ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          className={`verify-result verify-result--${result.verdict}`}
          role="status"
          data-verdict={result.verdict}
        >
          <p className="verify-result__verdict">{t(`verdict.${result.verdict}`)}</p>
          <p style={{ margin: "0 0 8px" }}>{t(`explain.${result.verdict}`)}</p>
          {result.document ? (
            <dl>
              <dt>{t("field.kind")}</dt>
              <dd>{t(`kind.${result.document.kind}`)}</dd>
              <dt>{t("field.subject")}</dt>
              <dd>{result.document.subject}</dd>
              <dt>{t("field.issued_at")}</dt>
              <dd>{formatDateTime(result.document.issued_at)}</dd>
              <dt>{t("field.issued_by")}</dt>
              <dd>{result.document.issued_by}</dd>
              <dt>{t("field.code")}</dt>
              <dd>{result.document.code.match(/.{1,4}/g)?.join("-")}</dd>
              {result.uploadedSha256 === result.document.sha256 ? (
                <>
                  <dt>{t("field.sha256_same")}</dt>
                  <dd className="verify-result__hash">{result.document.sha256}</dd>
                </>
              ) : result.by === "pdf" ? (
                // Which hash is whose: the copy checked beside the original the system signed.
                <>
                  {result.uploadedSha256 ? (
                    <>
                      <dt>{t("field.sha256_uploaded")}</dt>
                      <dd className="verify-result__hash">{result.uploadedSha256}</dd>
                    </>
                  ) : null}
                  <dt>{t("field.sha256_original")}</dt>
                  <dd className="verify-result__hash">{result.document.sha256}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
      ) : null}

      <p className="pub-center" style={{ margin: "8px 0 0" }}>
        <a className="pub-link" href={CERTIFICATE_URL} download>
          {t("certificate")}
        </a>
      </p>
      <p className="pub-center" style={{ margin: 0 }}>
        <RouterLink className="pub-link" to="/login">
          {t("common:actions.back_to_login")}
        </RouterLink>
      </p>
    </PublicLayout>
  );
}
