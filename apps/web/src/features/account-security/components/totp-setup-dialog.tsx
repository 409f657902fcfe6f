import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { failureMessage } from "../../../lib/api-error";
import { useConfirmTotp, useStartTotp } from "../factors-api";

/**
 * Setting up an authenticator app: the QR code to scan (and the secret to type where a camera is
 * not at hand), then the app's first code to confirm it. Done hands over the recovery codes, if
 * the server issued new ones.
 */
export function TotpSetupDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useTranslation(["security", "common"]);
  const titleId = useId();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const { mutate: begin, reset } = start;

  useEffect(() => {
    if (!open) return;
    setCode("");
    reset();
    begin();
  }, [open, begin, reset]);

  const setup = start.data;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.replace(/\s+/g, ""), { onSuccess: (reply) => onDone(reply.recovery_codes) });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("factors.totp.setup_title")}</DialogTitle>
        <DialogContent>
          {start.isError ? (
            <Alert severity="error">{failureMessage(start.error, t("common:errors.internal"))}</Alert>
          ) : null}
          {start.isPending ? <PageLoader /> : null}
          {setup ? (
            <Box sx={{ display: "grid", gap: 2 }}>
              <Typography variant="body2">{t("factors.totp.scan")}</Typography>
              <Box
                role="img"
                aria-label={t("factors.totp.qr_label")}
                sx={{ width: 200, height: 200, mx: "auto", "& svg": { width: "100%", height: "100%" } }}
                // The server draws the QR code (an SVG of squares) from the otpauth address.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is our own server's QR code.
                dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
              />
              <Typography variant="body2">
                {t("factors.totp.or_type")}{" "}
                <Box component="code" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
                  {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
                </Box>
              </Typography>
              <TextField
                label={t("factors.totp.code")}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                required
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
                error={confirm.isError}
                helperText={
                  confirm.isError
                    ? failureMessage(confirm.error, t("common:errors.internal"))
                    : t("factors.totp.code_help")
                }
              />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("factors.actions.cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!setup || code.replace(/\s+/g, "").length !== 6 || confirm.isPending}
          >
            {t("factors.totp.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
