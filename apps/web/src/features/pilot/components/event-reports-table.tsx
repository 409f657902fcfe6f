import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, type PilotEventReport } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { ListView } from "../../../components/list/list-view";
import { LongText } from "../../../components/list/long-text";
import { useAuth } from "../../../lib/auth";
import { formatFormDateTime } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";
import { EventReportDialog, eventReportPaths, pilotEventReportsQuery } from "../../event-report";

interface EventReportsTableProps {
  pilotId: number;
  /** In the admin area the detail is the report's page; in the pilot area a read-only dialog. */
  area: "admin" | "pilot";
}

/**
 * The pilot's event reports under the profile (part1 §2): the reports naming the pilot, newest
 * first, each with the pilot's own minus point. Read by the pilot themself and by report managers.
 */
export function EventReportsTable({ pilotId, area }: EventReportsTableProps) {
  const { t } = useTranslation("pilot");
  const { user } = useAuth();
  const numbers = useNumbers();
  const allowed = Boolean(user) && (user?.pilot_id === pilotId || can(user, "event_report.view"));
  const reports = useQuery({ ...pilotEventReportsQuery(pilotId), enabled: allowed && pilotId > 0 });
  const [open, setOpen] = useState<PilotEventReport | null>(null);

  const columns: ListColumn<PilotEventReport>[] = [
    { key: "no", header: t("event_reports.columns.no"), render: (_row, i) => i + 1 },
    {
      key: "date",
      header: t("event_reports.columns.date"),
      render: (row) => formatFormDateTime(row.date_of_occurence),
      nowrap: true,
    },
    {
      key: "flight_number",
      header: t("event_reports.columns.flight_number"),
      render: (row) => row.flight_number,
      title: true,
      nowrap: true,
    },
    { key: "sector", header: t("event_reports.columns.sector"), render: (row) => row.sector, nowrap: true },
    {
      key: "content",
      header: t("event_reports.columns.content"),
      render: (row) => <LongText text={row.content} />,
    },
    { key: "note", header: t("event_reports.columns.note"), render: (row) => <LongText text={row.note} /> },
    {
      key: "minus_point",
      header: t("event_reports.columns.minus_point"),
      render: (row) => numbers.format(row.minus_point),
      align: "right",
    },
    {
      key: "detail",
      header: t("event_reports.columns.detail"),
      render: (row) =>
        area === "admin" ? (
          <Link
            component={RouterLink}
            to={eventReportPaths.detail(row.id)}
            aria-label={t("event_reports.open", { flight: row.flight_number })}
          >
            {t("event_reports.columns.detail")}
          </Link>
        ) : (
          <Button
            size="small"
            onClick={() => setOpen(row)}
            aria-label={t("event_reports.open", { flight: row.flight_number })}
          >
            {t("event_reports.columns.detail")}
          </Button>
        ),
    },
  ];
  const rows = reports.data?.event_reports ?? [];
  const message = reports.isError ? (
    <ListFailed error={reports.error} retrying={reports.isFetching} onRetry={() => void reports.refetch()} />
  ) : reports.data && rows.length === 0 ? (
    <ListEmpty text={t("event_reports.empty")} />
  ) : !allowed ? (
    <ListEmpty text={t("event_reports.empty")} />
  ) : null;
  return (
    // minWidth 0: as a grid item the section would otherwise widen the page to the table's width.
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 500 }}>
        {t("event_reports.title")}
      </Typography>
      <ListView
        caption={t("event_reports.caption")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        skeletonRows={allowed && reports.isPending ? 2 : undefined}
        message={message}
      />
      <EventReportDialog report={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
