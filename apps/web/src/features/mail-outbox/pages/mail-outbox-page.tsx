import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, MAIL_KINDS, type MailOutboxCounts, type MailOutboxRow, MailOutboxStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { LongText } from "../../../components/list/long-text";
import { useListParams } from "../../../components/list/use-list-params";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { formatDateTime } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { mailOutboxListQuery, useRetryMail } from "../api";
import { MAIL_OUTBOX_LIST, MAIL_OUTBOX_TABS } from "../list-config";

const STATUS_COLOR = {
  [MailOutboxStatus.PENDING]: "warning",
  [MailOutboxStatus.SENDING]: "info",
  [MailOutboxStatus.SENT]: "success",
  [MailOutboxStatus.FAILED]: "error",
} as const;

/** The number a tab shows: waiting mails count those being sent right now. */
const tabCount = (counts: MailOutboxCounts | undefined, tab: string) => {
  if (!counts) return undefined;
  if (tab === String(MailOutboxStatus.PENDING)) return counts.pending + counts.sending;
  if (tab === String(MailOutboxStatus.FAILED)) return counts.failed;
  if (tab === String(MailOutboxStatus.SENT)) return counts.sent;
  return counts.pending + counts.sending + counts.failed + counts.sent;
};

/** `/admin/mail-outbox`: every mail the product sends, waiting, failed or sent, and a retry. */
export function MailOutboxPage() {
  const { t } = useTranslation("mail-outbox");
  const { user } = useAuth();
  const params = useListParams(MAIL_OUTBOX_LIST);
  const { page, pageSize, keyword, filters } = params;
  const allowed = can(user, "mail_outbox.view");
  const list = useQuery({ ...mailOutboxListQuery({ page, pageSize, keyword, filters }), enabled: allowed });
  const retry = useRetryMail();
  if (!user) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const counts = list.data?.counts;
  const mayRetry = can(user, "mail_outbox.retry");
  const columns: ListColumn<MailOutboxRow>[] = [
    {
      key: "recipient",
      header: t("fields.recipient"),
      title: true,
      render: (row) => (
        // A long address breaks only where it must, so the column is as wide as an ordinary one.
        <Box sx={{ overflowWrap: "break-word" }}>
          {row.recipient}
          <Box sx={{ color: "text.secondary" }}>{t(`kinds.${row.kind}`)}</Box>
        </Box>
      ),
    },
    { key: "subject", header: t("fields.subject"), render: (row) => <LongText text={row.subject} /> },
    {
      key: "status",
      header: t("fields.status"),
      nowrap: true,
      render: (row) => (
        <Box>
          <Chip
            size="small"
            color={STATUS_COLOR[row.status as MailOutboxStatus] ?? "default"}
            label={t(`status.${row.status}`)}
          />
          <Box sx={{ color: "text.secondary", mt: 0.5 }}>
            {row.sent_at
              ? t("list.sent_at", { at: formatDateTime(row.sent_at) })
              : row.next_attempt_at
                ? t("list.next_try", { at: formatDateTime(row.next_attempt_at) })
                : null}
          </Box>
        </Box>
      ),
    },
    {
      key: "attempts",
      header: t("fields.attempts"),
      align: "right",
      nowrap: true,
      render: (row) => t("list.attempts", { done: row.attempts, max: row.max_attempts }),
    },
    {
      key: "last_error",
      header: t("fields.last_error"),
      render: (row) => (row.last_error ? <LongText text={row.last_error} /> : t("list.no_error")),
    },
    {
      key: "created_at",
      header: t("fields.created_at"),
      nowrap: true,
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: "menu",
      header: t("list.actions"),
      menu: true,
      render: (row) =>
        mayRetry && row.status === MailOutboxStatus.FAILED ? (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(row.id, { onSuccess: () => notifySuccess(t("retry.done", { to: row.recipient })) })
            }
          >
            {t("retry.button")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} />
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          mb: 2,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Tabs
          value={filters.status}
          onChange={(_event, status: string) => params.apply({ filters: { ...filters, status } })}
          aria-label={t("tabs.label")}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {MAIL_OUTBOX_TABS.map((tab) => {
            const count = tabCount(counts, tab);
            const label = t(`tabs.${tab || "all"}`);
            return <Tab key={tab} value={tab} label={count === undefined ? label : `${label} (${count})`} />;
          })}
        </Tabs>
        <TextField
          select
          size="small"
          label={t("fields.kind")}
          value={filters.kind}
          onChange={(event) => params.apply({ filters: { ...filters, kind: event.target.value } })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, mb: 1 }}
        >
          <MenuItem value="">{t("kinds.all")}</MenuItem>
          {MAIL_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.mail_outbox}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        marked={(row) => row.status === MailOutboxStatus.FAILED}
        searchLabel={t("list.search")}
        emptyText={t(`list.empty.${filters.status || "all"}`)}
        legend={
          <Typography variant="body2" color="text.secondary">
            {t("list.legend", { days: list.data?.kept_days ?? 14 })}
          </Typography>
        }
        minWidth={900}
      />
    </>
  );
}
