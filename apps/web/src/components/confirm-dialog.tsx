import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId, useState } from "react";
import { ActionButton } from "./form/action-button";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for actions that take something away (block, deactivate). */
  destructive?: boolean;
  /** A warning the user must not miss: the message in red (the SIM-B upload after a FAIL). */
  warning?: boolean;
  /** The request the confirmation started is running (a mutation's isPending). */
  busy?: boolean;
  /** The action; a returned promise keeps the buttons disabled until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** The yes/no step before a state change (part1 §4: block, activate, deactivate, approve, delete). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  // A mutation's isPending arrives a tick after the click; until the request it started has run
  // (busy seen, then cleared) a second click must not send it again.
  const [sent, setSent] = useState<"no" | "waiting" | "running">("no");
  if (sent === "waiting" && props.busy) setSent("running");
  if ((sent === "running" && !props.busy) || (sent !== "no" && !props.open)) setSent("no");
  const busy = Boolean(props.busy) || sent !== "no";
  useEffect(() => {
    if (sent !== "waiting") return;
    // A request that failed before it was ever seen running must not leave the dialog stuck.
    const timer = window.setTimeout(() => setSent((now) => (now === "waiting" ? "no" : now)), 1500);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const confirm = () => {
    const result = props.onConfirm();
    if (!(result instanceof Promise) && props.busy !== undefined) setSent("waiting");
    return result;
  };

  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText
          id={messageId}
          sx={props.warning ? { color: "error.main", fontWeight: 500 } : undefined}
        >
          {props.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {props.cancelLabel}
        </Button>
        <ActionButton
          variant="contained"
          color={props.destructive ? "error" : "primary"}
          onClick={confirm}
          pending={busy}
          autoFocus
        >
          {props.confirmLabel}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
