import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, RECENCY_WARNING_DAYS, TOLDG_SORT_FIELDS, type ToldgRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { airlineToday, formatDate } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifyError } from "../../../lib/notify";
import { useNumbers } from "../../../lib/use-numbers";
import { downloadToldgExport, toldgListQuery } from "../api";
import { FlightsCell } from "../components/flights-cell";
import { RecencyCell } from "../components/recency-cell";
import { TOLDG_LIST, toldgListParams } from "../list-config";

/** TO LDG (part2 §2–3): who reported what, and whose recency has passed or is about to. */
export function ToldgListPage() {
  const { t } = useTranslation("toldg");
  const { user: actor } = useAuth();
  const params = useListParams(TOLDG_LIST);
  const { page, pageSize, keyword, sortBy, order } = toldgListParams(params);
  const allowed = can(actor, "toldg.view");
  const list = useQuery({ ...toldgListQuery({ page, pageSize, keyword, sortBy, order }), enabled: allowed });
  const today = airlineToday();
  const numbers = useNumbers();
  // The one number formatter, so hours read the same here as on training flights (1,8 and 8.255 in vi).
  const hours = (value: number | null) => (value === null ? "—" : numbers.format(value));

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const exportRows = async () => {
    try {
      await downloadToldgExport({ keyword, sortBy, order });
    } catch (error) {
      notifyError(failureMessage(error, t("export.failed")));
    }
  };

  const columns: ListColumn<ToldgRow>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "crew_code",
      header: t("fields.crew_code"),
      sortKey: "crew_code",
      render: (row) => row.crew_code,
      nowrap: true,
    },
    {
      key: "license_number",
      header: t("fields.license_number"),
      render: (row) => row.license_number ?? "",
      nowrap: true,
    },
    {
      key: "full_name",
      header: t("fields.full_name"),
      sortKey: "full_name",
      title: true,
      render: (row) => <Box sx={{ minWidth: 140, fontWeight: 500 }}>{row.full_name}</Box>,
    },
    {
      key: "recency_date",
      header: t("fields.recency_date"),
      sortKey: "recency_date",
      render: (row) => <RecencyCell row={row} today={today} />,
    },
    { key: "phone", header: t("fields.phone_number"), render: (row) => row.phone_number ?? "", nowrap: true },
    { key: "email", header: t("fields.email"), render: (row) => row.email, nowrap: true },
    {
      key: "total_hours",
      header: t("fields.total_flight_hours"),
      sortKey: "total_flight_hours",
      render: (row) => hours(row.total_flight_hours),
      align: "right",
    },
    {
      key: "on_type_hours",
      header: t("fields.on_type_flight_hours"),
      sortKey: "on_type_flight_hours",
      render: (row) => hours(row.on_type_flight_hours),
      align: "right",
    },
    {
      key: "sim_date",
      header: t("fields.sim_date"),
      sortKey: "sim_date",
      render: (row) => formatDate(row.sim_date) || "—",
      nowrap: true,
    },
    { key: "flights", header: t("fields.flights"), render: (row) => <FlightsCell flights={row.flights} /> },
  ];

  return (
    <>
      <PageHeader title={t("title")} />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.toldg_list}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.pilot_id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={1280}
        sortChoice={{
          label: t("list.sort_by"),
          options: TOLDG_SORT_FIELDS.map((field) => ({ key: field, label: t(`fields.${field}`) })),
        }}
        exportAction={{ label: t("export.button"), run: exportRows }}
        legend={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("list.legend", { days: RECENCY_WARNING_DAYS })}
          </Typography>
        }
      />
    </>
  );
}
