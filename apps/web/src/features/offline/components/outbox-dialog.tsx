import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { formatDateTime } from "../../../lib/dates";
import { useOnline } from "../../../lib/device/device-state";
import { discardItem, sendOnNewVersion, sendOutbox } from "../../../lib/device/outbox";
import type { OutboxItem } from "../../../lib/device/outbox-item";
import { useOutbox } from "../use-outbox";

const STATE_COLOR = {
  draft: "info",
  queued: "default",
  refused: "error",
  conflict: "warning",
  unknown: "warning",
} as const;

/** The Outbox (ADR 1620): each change kept on this device, its state, and the user's choices. */
export function OutboxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("offline");
  const titleId = useId();
  const items = useOutbox();
  const online = useOnline();
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const [sending, setSending] = useState(false);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const queued = items.some((item) => item.state === "queued");

  const sendNow = async () => {
    setSending(true);
    try {
      await sendOutbox();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t("outbox.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("outbox.intro")}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: "center" }}>{t("outbox.empty")}</Typography>
        ) : (
          <List disablePadding>
            {items.map((item) => (
              <OutboxEntry key={item.id} item={item} onDiscard={() => setDiscarding(item)} onOpen={onClose} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {queued ? (
          <Button variant="contained" disabled={!online || sending} onClick={() => void sendNow()}>
            {sending ? t("outbox.sending") : t("outbox.send_now")}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t("outbox.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={discarding !== null}
        title={t("outbox.discard_title")}
        message={discarding ? t("outbox.discard_message", { title: titleOf(t, discarding) }) : ""}
        confirmLabel={t("outbox.discard")}
        cancelLabel={t("outbox.close")}
        destructive
        onConfirm={async () => {
          if (discarding) await discardItem(discarding.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Dialog>
  );
}

type Translate = ReturnType<typeof useTranslation<"offline">>["t"];

const titleOf = (t: Translate, item: OutboxItem) => t(`items.${item.title.key}`, item.title.values);

function OutboxEntry({
  item,
  onDiscard,
  onOpen,
}: {
  item: OutboxItem;
  onDiscard: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation("offline");
  const detail = (path: string) => item.problem?.details.find((one) => one.path === path)?.message;
  const changedBy = detail("changed_by");
  const changedAt = detail("changed_at");
  return (
    <ListItem divider disableGutters sx={{ display: "block", py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{titleOf(t, item)}</Typography>
        <Chip size="small" label={t(`outbox.state.${item.state}`)} color={STATE_COLOR[item.state]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t("outbox.created", { time: formatDateTime(item.createdAt) })}
      </Typography>
      {item.problem ? (
        <Alert severity={item.state === "conflict" ? "warning" : "error"} sx={{ mt: 1 }}>
          {item.problem.message}
          {changedBy && changedAt ? (
            <Box component="span" sx={{ display: "block" }}>
              {t("outbox.changed_by", { name: changedBy, time: formatDateTime(changedAt) })}
            </Box>
          ) : null}
          {item.state === "conflict" ? (
            <Box component="span" sx={{ display: "block" }}>
              {t("outbox.conflict_choice")}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", rowGap: 1 }}>
        <Link component={RouterLink} to={item.link} onClick={onOpen} sx={{ alignSelf: "center", mr: 1 }}>
          {item.state === "draft" ? t("outbox.continue") : t("outbox.open_record")}
        </Link>
        {item.state === "conflict" ? (
          <Button size="small" variant="outlined" onClick={() => void sendOnNewVersion(item.id)}>
            {t("outbox.send_on_new_version")}
          </Button>
        ) : null}
        <Button size="small" color="error" onClick={onDiscard}>
          {t("outbox.discard")}
        </Button>
      </Stack>
    </ListItem>
  );
}
