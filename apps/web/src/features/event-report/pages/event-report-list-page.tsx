import AddIcon from "@mui/icons-material/Add";
import BarChartIcon from "@mui/icons-material/BarChart";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  EVENT_REPORT_PAGE_SIZE,
  EVENT_REPORT_SORT_FIELDS,
  type EventReport,
  type EventReportSortField,
  PAGE_SIZES,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import type { ListConfig } from "../../../components/list/list-address";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { LongText } from "../../../components/list/long-text";
import { useListParams } from "../../../components/list/use-list-params";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { formatFormDateTime } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifyError } from "../../../lib/notify";
import { downloadEventReportExport, eventReportListQuery } from "../api";
import { DeleteEventReportDialog } from "../components/delete-event-report-dialog";
import { EventReportRowMenu } from "../components/event-report-row-menu";
import { PilotsCell } from "../components/pilots-cell";
import { eventReportPaths } from "../paths";

const EVENT_REPORT_LIST: ListConfig<undefined> = {
  defaultPageSize: EVENT_REPORT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: EVENT_REPORT_SORT_FIELDS,
  defaultSort: { key: "date_of_occurence", order: "-" },
};

/** Event reports (part2 §2–3): newest first, searched by flight, text or pilot; export and statistics. */
export function EventReportListPage() {
  const { t } = useTranslation("event-report");
  const { user: actor } = useAuth();
  const params = useListParams(EVENT_REPORT_LIST);
  const { page, pageSize, keyword } = params;
  const sortBy = (params.sort.key ?? "date_of_occurence") as EventReportSortField;
  const order = params.sort.order;
  const allowed = can(actor, "event_report.view");
  const list = useQuery({
    ...eventReportListQuery({ page, pageSize, keyword, sortBy, order }),
    enabled: allowed,
  });
  const [deleting, setDeleting] = useState<EventReport | null>(null);

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const exportRows = async () => {
    try {
      await downloadEventReportExport({ keyword, sortBy, order });
    } catch (error) {
      notifyError(failureMessage(error, t("export.failed")));
    }
  };

  const columns: ListColumn<EventReport>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "date_of_occurence",
      header: t("fields.date_of_occurence"),
      sortKey: "date_of_occurence",
      render: (row) => formatFormDateTime(row.date_of_occurence),
      nowrap: true,
    },
    {
      key: "flight_number",
      header: t("fields.flight_number"),
      sortKey: "flight_number",
      title: true,
      render: (row) => <Box sx={{ fontWeight: 500 }}>{row.flight_number}</Box>,
      nowrap: true,
    },
    {
      key: "aircraft_registration",
      header: t("fields.aircraft_registration"),
      render: (row) => row.aircraft_registration ?? "—",
      nowrap: true,
    },
    { key: "sector", header: t("fields.sector"), render: (row) => row.sector, nowrap: true },
    {
      key: "pilots",
      header: t("fields.pilots"),
      sortKey: "minus_point",
      render: (row) => <PilotsCell pilots={row.pilots} />,
    },
    {
      key: "content",
      header: t("fields.content"),
      render: (row) => <LongText text={row.content} />,
    },
    {
      key: "menu",
      header: t("actions.menu"),
      menu: true,
      render: (row) => <EventReportRowMenu report={row} actor={actor} onDelete={setDeleting} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <Button
              component={RouterLink}
              to={eventReportPaths.statistics}
              variant="outlined"
              startIcon={<BarChartIcon />}
            >
              {t("actions.statistics")}
            </Button>
            {can(actor, "event_report.edit") ? (
              <Button
                component={RouterLink}
                to={eventReportPaths.create}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t("actions.create")}
              </Button>
            ) : null}
          </>
        }
      />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.event_reports}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={960}
        sortChoice={{
          label: t("list.sort_by"),
          options: EVENT_REPORT_SORT_FIELDS.map((field) => ({ key: field, label: t(`sort.${field}`) })),
        }}
        exportAction={{ label: t("export.button"), run: exportRows }}
      />
      <DeleteEventReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
