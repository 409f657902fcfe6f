import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { SignedInDevice } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { ListView } from "../../../components/list/list-view";
import { formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { signedInDevicesQuery, useEndSession } from "../api";

/**
 * The signed-in account's own devices, under its profile: each live session with its browser,
 * address, first and last seen and how it signed in, this device marked, and a way to end any of
 * them (this one signs out). A table on a wide screen, one card per device on a phone.
 */
export function SignedInDevices() {
  const { t } = useTranslation("security");
  const headingId = useId();
  const devices = useQuery(signedInDevicesQuery());
  const end = useEndSession();
  const [ending, setEnding] = useState<SignedInDevice | null>(null);
  const browserOf = (device: SignedInDevice) => device.browser ?? t("devices.unknown_browser");

  const columns: ListColumn<SignedInDevice>[] = [
    {
      key: "browser",
      header: t("devices.columns.browser"),
      title: true,
      render: (device) => (
        <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          {browserOf(device)}
          {device.current ? (
            <Chip size="small" color="primary" variant="outlined" label={t("devices.this_device")} />
          ) : null}
        </Box>
      ),
    },
    { key: "ip", header: t("devices.columns.address"), nowrap: true, render: (device) => device.ip ?? "—" },
    {
      key: "first_seen",
      header: t("devices.columns.first_seen"),
      nowrap: true,
      render: (device) => formatDateTime(device.first_seen),
    },
    {
      key: "last_seen",
      header: t("devices.columns.last_seen"),
      nowrap: true,
      render: (device) => formatDateTime(device.last_seen),
    },
    {
      key: "method",
      header: t("devices.columns.method"),
      render: (device) => t(`devices.methods.${device.method}`),
    },
    {
      key: "actions",
      header: t("devices.columns.actions"),
      menu: true,
      nowrap: true,
      render: (device) => (
        <Button
          size="small"
          color="error"
          onClick={() => setEnding(device)}
          aria-label={`${t("devices.actions.end")}: ${browserOf(device)}${device.current ? ` (${t("devices.this_device")})` : ""}`}
        >
          {t("devices.actions.end")}
        </Button>
      ),
    },
  ];
  const rows = devices.data?.sessions ?? [];
  const message = devices.isError ? (
    <ListFailed error={devices.error} retrying={devices.isFetching} onRetry={() => void devices.refetch()} />
  ) : devices.data && rows.length === 0 ? (
    <ListEmpty text={t("devices.empty")} />
  ) : null;

  return (
    // minWidth 0: as a grid item the section would otherwise widen the page to the table's width.
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 500 }}>
        {t("devices.title")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {t("devices.help")}
      </Typography>
      <ListView
        caption={t("devices.caption")}
        columns={columns}
        rows={rows}
        rowKey={(device) => device.id}
        skeletonRows={devices.isPending ? 2 : undefined}
        message={message}
      />
      <ConfirmDialog
        open={ending !== null}
        title={t(ending?.current ? "devices.end_own_title" : "devices.end_title")}
        message={
          ending?.current
            ? t("devices.end_own_message")
            : ending
              ? t("devices.end_message", { browser: browserOf(ending), ip: ending.ip ?? "—" })
              : ""
        }
        confirmLabel={t("devices.actions.end")}
        cancelLabel={t("devices.actions.cancel")}
        destructive
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending
            ? end.mutateAsync(ending.id).then((ended) => {
                setEnding(null);
                if (!ended.current) notifySuccess(t("devices.ended"));
              })
            : undefined
        }
      />
    </Box>
  );
}
