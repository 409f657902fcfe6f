import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import VerifiedUserOutlinedIcon from "@mui/icons-material/VerifiedUserOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { can, type HistoryVerification } from "@trms/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { useNumbers } from "../../../lib/use-numbers";
import { useVerifyHistory } from "../api";
import { HistoryBreaks } from "../components/history-breaks";
import { VerificationSummary } from "../components/verification-summary";
import { AUDIT_LIST_PATH } from "../paths";

/** Intact, or the breaks found: the first thing an administrator reads of a run. */
function VerificationResult({ verification }: { verification: HistoryVerification }) {
  const { t } = useTranslation("audit");
  const numbers = useNumbers();
  if (verification.breaks_total === 0) {
    return <Alert severity="success">{t("integrity.intact")}</Alert>;
  }
  const listed = verification.breaks.length;
  return (
    <Alert severity="error">
      <AlertTitle>
        {t("integrity.broken.title", {
          count: verification.breaks_total,
          total: numbers.format(verification.breaks_total),
        })}
      </AlertTitle>
      {t("integrity.broken.what")}
      {listed < verification.breaks_total
        ? ` ${t("integrity.broken.listed", { listed: numbers.format(listed) })}`
        : null}
    </Alert>
  );
}

/**
 * `/admin/audit/integrity`: recomputes every hash chain of the audit trail and the workflow history
 * and shows whether any was changed or deleted outside the product.
 */
export function AuditIntegrityPage() {
  const { t } = useTranslation(["audit", "common"]);
  const { user } = useAuth();
  const verify = useVerifyHistory();
  // The last run's result stays on screen while the next one runs.
  const [verification, setVerification] = useState<HistoryVerification | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The button was disabled while the run lasted, so the keyboard's focus goes to what it found.
  useEffect(() => {
    if (verification) resultHeading.current?.focus();
  }, [verification]);
  if (!user) return null;
  if (!can(user, "audit.verify")) return <Navigate to={ADMIN_HOME} replace />;

  const run = () => verify.mutate(undefined, { onSuccess: (reply) => setVerification(reply.verification) });

  return (
    <>
      <PageHeader
        title={t("integrity.title")}
        back={{ to: AUDIT_LIST_PATH, label: t("integrity.back") }}
        actions={
          <Button
            variant="contained"
            onClick={run}
            disabled={verify.isPending}
            startIcon={verify.isPending ? <CircularProgress size={18} aria-hidden /> : <VerifiedUserIcon />}
          >
            {t("integrity.verify")}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("integrity.description")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2 }}>
        {verify.isPending ? (
          <Box role="status" sx={{ display: "grid", gap: 1 }}>
            <Typography variant="body2">{t("integrity.running")}</Typography>
            <LinearProgress aria-label={t("integrity.running")} />
          </Box>
        ) : null}
        {verify.isError ? (
          <Alert severity="error">{failureMessage(verify.error, t("common:errors.internal"))}</Alert>
        ) : null}
        {verification ? (
          <>
            <VerificationResult verification={verification} />
            <VerificationSummary verification={verification} headingRef={resultHeading} />
            {verification.breaks.length > 0 ? <HistoryBreaks breaks={verification.breaks} /> : null}
          </>
        ) : verify.isPending ? null : (
          <Paper
            variant="outlined"
            sx={{ borderRadius: 2, py: 4, px: 2, display: "grid", justifyItems: "center", gap: 1 }}
          >
            <VerifiedUserOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "text.disabled" }} />
            <Typography sx={{ color: "text.secondary", textAlign: "center" }}>
              {t("integrity.not_run")}
            </Typography>
          </Paper>
        )}
      </Box>
    </>
  );
}
