import KeyIcon from "@mui/icons-material/Key";
import PhonelinkLockIcon from "@mui/icons-material/PhonelinkLock";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { failureMessage } from "../../../lib/api-error";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import {
  secondFactorStatusQuery,
  useAddPasskey,
  useRemovePasskey,
  useRemoveTotp,
  useRenewRecoveryCodes,
} from "../factors-api";
import { RecoveryCodesDialog } from "./recovery-codes-dialog";
import { TotpSetupDialog } from "./totp-setup-dialog";

type Confirming = { kind: "totp" } | { kind: "passkey"; id: string; name: string } | { kind: "renew" };

/**
 * The signed-in account's second factors, under its profile and on the enrolment page: an
 * authenticator app, passkeys, recovery codes; whether the account must hold one and by when.
 * `onEnrolled` runs once a factor is confirmed (the enrolment page then lets the user go on).
 */
export function SecondFactors({ onEnrolled }: { onEnrolled?: () => void }) {
  const { t } = useTranslation(["security", "common"]);
  const headingId = useId();
  const status = useQuery(secondFactorStatusQuery());
  const removeTotp = useRemoveTotp();
  const removePasskey = useRemovePasskey();
  const renew = useRenewRecoveryCodes();
  const addPasskey = useAddPasskey();
  const [settingUp, setSettingUp] = useState(false);
  const [naming, setNaming] = useState(false);
  const [passkeyName, setPasskeyName] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const webauthn = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const enrolled = (recoveryCodes: string[] | null) => {
    notifySuccess(t("factors.enrolled"));
    if (recoveryCodes) setCodes(recoveryCodes);
    else onEnrolled?.();
  };
  const fail = (error: unknown) => setFailure(failureMessage(error, t("common:errors.internal")));

  const data = status.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} aria-labelledby={headingId}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2" id={headingId}>
          {t("factors.title")}
        </Typography>
        {data?.required ? <Chip size="small" color="warning" label={t("factors.required")} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("factors.intro")}
      </Typography>
      {status.isError ? (
        <Alert severity="error">{failureMessage(status.error, t("common:errors.internal"))}</Alert>
      ) : null}
      {data?.due_at ? (
        <Alert severity={data.enrolment_only ? "error" : "warning"} sx={{ mb: 2 }}>
          {data.enrolment_only
            ? t("factors.enrol_now")
            : t("factors.enrol_by", { date: formatDate(data.due_at) })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {data ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          <FactorRow
            icon={<PhonelinkLockIcon />}
            title={t("factors.totp.title")}
            state={data.totp ? t("factors.totp.on") : t("factors.totp.off")}
            action={
              data.totp ? (
                <Button color="error" onClick={() => setConfirming({ kind: "totp" })}>
                  {t("factors.actions.remove")}
                </Button>
              ) : (
                <Button variant="outlined" onClick={() => setSettingUp(true)}>
                  {t("factors.totp.set_up")}
                </Button>
              )
            }
          />
          <Divider />
          <FactorRow
            icon={<KeyIcon />}
            title={t("factors.passkeys.title")}
            state={
              webauthn
                ? t("factors.passkeys.count", { count: data.passkeys.length })
                : t("factors.passkeys.unsupported")
            }
            action={
              <Button
                variant="outlined"
                disabled={!webauthn || addPasskey.isPending}
                onClick={() => {
                  setPasskeyName("");
                  setNaming(true);
                }}
              >
                {t("factors.passkeys.add")}
              </Button>
            }
          />
          {data.passkeys.length > 0 ? (
            <Box
              component="ul"
              sx={{ m: 0, pl: { xs: 0, sm: 5 }, listStyle: "none", display: "grid", gap: 1 }}
            >
              {data.passkeys.map((passkey) => (
                <Box
                  component="li"
                  key={passkey.id}
                  sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}
                >
                  <Box sx={{ flex: "1 1 12rem", minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                      {passkey.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t("factors.passkeys.added", { date: formatDate(passkey.created_at) })}
                      {passkey.last_used_at
                        ? ` · ${t("factors.passkeys.last_used", { date: formatDateTime(passkey.last_used_at) })}`
                        : ""}
                    </Typography>
                  </Box>
                  <Button
                    color="error"
                    size="small"
                    aria-label={t("factors.passkeys.remove_named", { name: passkey.name })}
                    onClick={() => setConfirming({ kind: "passkey", id: passkey.id, name: passkey.name })}
                  >
                    {t("factors.actions.remove")}
                  </Button>
                </Box>
              ))}
            </Box>
          ) : null}
          {data.totp || data.passkeys.length > 0 ? (
            <>
              <Divider />
              <FactorRow
                title={t("factors.recovery.title")}
                state={t("factors.recovery.left", { count: data.recovery_codes_left })}
                action={
                  <Button variant="outlined" onClick={() => setConfirming({ kind: "renew" })}>
                    {t("factors.recovery.renew")}
                  </Button>
                }
              />
            </>
          ) : null}
        </Box>
      ) : null}

      <TotpSetupDialog
        open={settingUp}
        onClose={() => setSettingUp(false)}
        onDone={(recoveryCodes) => {
          setSettingUp(false);
          enrolled(recoveryCodes);
        }}
      />
      <PasskeyNameDialog
        open={naming}
        name={passkeyName}
        busy={addPasskey.isPending}
        onName={setPasskeyName}
        onClose={() => setNaming(false)}
        onSubmit={() => {
          setNaming(false);
          addPasskey.mutate(passkeyName.trim(), {
            onSuccess: (reply) => enrolled(reply.recovery_codes),
            onError: (error) => setFailure(failureMessage(error, t("factors.passkeys.cancelled"))),
          });
        }}
      />
      <RecoveryCodesDialog
        codes={codes}
        onClose={() => {
          setCodes(null);
          onEnrolled?.();
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === "renew" ? t("factors.recovery.renew_title") : t("factors.remove_title")}
        message={
          confirming?.kind === "renew"
            ? t("factors.recovery.renew_message")
            : t("factors.remove_message", {
                name: confirming?.kind === "passkey" ? confirming.name : t("factors.totp.title"),
              })
        }
        confirmLabel={
          confirming?.kind === "renew" ? t("factors.recovery.renew") : t("factors.actions.remove")
        }
        cancelLabel={t("factors.actions.cancel")}
        destructive={confirming?.kind !== "renew"}
        busy={removeTotp.isPending || removePasskey.isPending || renew.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const done = () => setConfirming(null);
          const failed = (error: unknown) => {
            done();
            fail(error);
          };
          if (confirming?.kind === "totp")
            return removeTotp
              .mutateAsync()
              .then(() => notifySuccess(t("factors.removed")), failed)
              .then(done);
          if (confirming?.kind === "passkey")
            return removePasskey
              .mutateAsync(confirming.id)
              .then(() => notifySuccess(t("factors.removed")), failed)
              .then(done);
          return renew.mutateAsync().then((reply) => {
            done();
            setCodes(reply.recovery_codes);
          }, failed);
        }}
      />
    </Paper>
  );
}

/** One kind of factor: its name, whether the account holds it, and what can be done. */
function FactorRow(props: { icon?: React.ReactNode; title: string; state: string; action: React.ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
      {props.icon ? (
        <Box sx={{ color: "text.secondary", display: "flex" }} aria-hidden>
          {props.icon}
        </Box>
      ) : null}
      <Box sx={{ flex: "1 1 12rem", minWidth: 0 }}>
        <Typography variant="body1" component="h3" sx={{ fontWeight: 500 }}>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.state}
        </Typography>
      </Box>
      {props.action}
    </Box>
  );
}

/** The name a new passkey is kept under, asked before the browser's own passkey dialog. */
function PasskeyNameDialog(props: {
  open: boolean;
  name: string;
  busy: boolean;
  onName: (name: string) => void;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation("security");
  const titleId = useId();
  const valid = props.name.trim().length > 0 && props.name.trim().length <= 60;
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) props.onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{t("factors.passkeys.add")}</DialogTitle>
        <DialogContent>
          <TextField
            label={t("factors.passkeys.name")}
            helperText={t("factors.passkeys.name_help")}
            value={props.name}
            onChange={(event) => props.onName(event.target.value)}
            required
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("factors.actions.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!valid || props.busy}>
            {t("factors.passkeys.create")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
