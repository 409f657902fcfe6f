import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, type DailyJobStatus, type SystemStatus } from "@trms/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { useNumbers } from "../../../lib/use-numbers";
import { MAIL_OUTBOX_PATH } from "../../mail-outbox";
import { systemStatusQuery } from "../api";
import { StatusCard } from "../components/status-card";

/** The daily jobs the product runs, by the name their shared row carries; others show that name. */
const JOB_NAMES: Record<string, string> = {
  expiry_alerts: "expiry_alerts",
  "embedded database maintenance": "embedded_maintenance",
  "embedded database backup": "embedded_backup",
  "history anchor": "history_anchor",
};

function uptimeText(t: TFunction<"system">, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? t("uptime.days", { days, hours, minutes }) : t("uptime.hours", { hours, minutes });
}

function NotAvailable() {
  const { t } = useTranslation("system");
  return (
    <Typography variant="body2" color="text.secondary">
      {t("not_available")}
    </Typography>
  );
}

function DailyJobs({ jobs }: { jobs: DailyJobStatus[] }) {
  const { t } = useTranslation("system");
  if (jobs.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("jobs.none")}
      </Typography>
    );
  const never = t("jobs.never");
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 2 }}>
      {jobs.map((job) => {
        const name = JOB_NAMES[job.job];
        return (
          <Box component="li" key={job.job} sx={{ display: "grid", gap: 0.5 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
                {name ? t(`jobs.names.${name}`) : job.job}
              </Typography>
              <Chip
                size="small"
                color={job.running ? "info" : "default"}
                label={job.running ? t("jobs.running") : t("jobs.idle")}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t("jobs.last_started", {
                at: job.last_started_at ? formatDateTime(job.last_started_at) : never,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("jobs.last_finished", {
                at: job.last_finished_at ? formatDateTime(job.last_finished_at) : never,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("jobs.completed_day", { day: job.completed_day ? formatDate(job.completed_day) : never })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function StatusCards({ status }: { status: SystemStatus }) {
  const { t } = useTranslation("system");
  const numbers = useNumbers();
  const migrationsBehind = status.migrations.applied < status.migrations.shipped;
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" } }}
    >
      <StatusCard
        id="instance"
        title={t("instance.title")}
        fields={[
          { label: t("instance.version"), value: status.version },
          { label: t("instance.name"), value: status.instance },
          { label: t("instance.started_at"), value: formatDateTime(status.started_at) },
          { label: t("instance.uptime"), value: uptimeText(t, status.uptime_seconds) },
          { label: t("instance.node"), value: status.node_version },
        ]}
      />
      <StatusCard
        id="database"
        title={t("database.title")}
        fields={[
          { label: t("database.kind"), value: t(`database.kinds.${status.database.kind}`) },
          { label: t("database.server_version"), value: status.database.server_version },
          {
            label: t("database.migrations"),
            value: t("database.migrations_count", {
              applied: status.migrations.applied,
              shipped: status.migrations.shipped,
            }),
          },
          { label: t("database.last_migration"), value: status.migrations.last ?? t("not_available") },
        ]}
      >
        {migrationsBehind ? <Alert severity="warning">{t("database.behind")}</Alert> : null}
      </StatusCard>
      <StatusCard
        id="backup"
        title={t("backup.title")}
        fields={
          status.last_backup
            ? [
                { label: t("backup.at"), value: formatDateTime(status.last_backup.at) },
                {
                  label: t("backup.size"),
                  value: numbers.fileSize(status.last_backup.size_bytes),
                },
              ]
            : []
        }
      >
        {status.last_backup ? null : <NotAvailable />}
      </StatusCard>
      <StatusCard
        id="outbox"
        title={t("outbox.title")}
        fields={
          status.mail_outbox
            ? [
                { label: t("outbox.pending"), value: numbers.format(status.mail_outbox.pending) },
                { label: t("outbox.failed"), value: numbers.format(status.mail_outbox.failed) },
                {
                  label: t("outbox.oldest"),
                  value: status.mail_outbox.oldest_pending_at
                    ? formatDateTime(status.mail_outbox.oldest_pending_at)
                    : t("outbox.empty"),
                },
              ]
            : []
        }
      >
        {status.mail_outbox ? (
          <Box>
            <Button component={RouterLink} to={MAIL_OUTBOX_PATH} size="small">
              {t("outbox.open")}
            </Button>
          </Box>
        ) : (
          <NotAvailable />
        )}
      </StatusCard>
      <Box sx={{ gridColumn: { md: "1 / -1" } }}>
        <StatusCard id="jobs" title={t("jobs.title")}>
          <DailyJobs jobs={status.daily_jobs} />
        </StatusCard>
      </Box>
    </Box>
  );
}

/** `/admin/system`: how the answering instance and its database run. */
export function SystemPage() {
  const { t } = useTranslation(["system", "common"]);
  const { user } = useAuth();
  const allowed = can(user, "system.view");
  const status = useQuery({ ...systemStatusQuery(), enabled: allowed });
  if (!user) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button
            variant="outlined"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
            startIcon={status.isFetching ? <CircularProgress size={18} aria-hidden /> : <RefreshIcon />}
          >
            {t("refresh")}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("description")}
      </Typography>
      {status.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(status.error, t("common:errors.internal"))}
        </Alert>
      ) : null}
      {status.data ? (
        <StatusCards status={status.data} />
      ) : status.isPending ? (
        <Box
          aria-busy="true"
          aria-label={t("loading")}
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : null}
    </>
  );
}
