import FileDownloadIcon from "@mui/icons-material/FileDownload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  PAGE_SIZES,
  RECENCY_WARNING_DAYS,
  TOLDG_PAGE_SIZE,
  TOLDG_SORT_FIELDS,
  type ToldgRow,
  type ToldgSortField,
} from "@trms/shared";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { type Column, PagedTable } from "../../../components/list/paged-table";
import { SearchField } from "../../../components/list/search-field";
import { useListState, useStartOverPastEnd } from "../../../components/list/use-list-state";
import { PageHeader } from "../../../components/page-header";
import { useSharedLabels } from "../../../components/shared-labels";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { API_DATE, formatDate } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifyError } from "../../../lib/notify";
import { useNumbers } from "../../../lib/use-numbers";
import { downloadToldgExport, toldgListQuery } from "../api";
import { FlightsCell } from "../components/flights-cell";
import { RecencyCell } from "../components/recency-cell";

/** TO LDG (part2 §2–3): who reported what, and whose recency has passed or is about to. */
export function ToldgListPage() {
  const { t } = useTranslation("toldg");
  const { user: actor } = useAuth();
  const sharedLabels = useSharedLabels();
  const { page, setPage, pageSize, search, setSearch, keyword, pagination } = useListState(TOLDG_PAGE_SIZE);
  // Soonest recency first: the rows that need attention lead (ADR 0303).
  const [sortBy, setSortBy] = useState<ToldgSortField>("recency_date");
  const [order, setOrder] = useState<"+" | "-">("+");
  const [exporting, setExporting] = useState(false);
  const allowed = can(actor, "toldg.view");
  const list = useQuery({ ...toldgListQuery({ page, pageSize, keyword, sortBy, order }), enabled: allowed });
  const today = dayjs().format(API_DATE);
  const numbers = useNumbers();
  // The one number formatter, so hours read the same here as on training flights (1,8 and 8.255 in vi).
  const hours = (value: number | null) => (value === null ? "—" : numbers.format(value));

  useStartOverPastEnd(page, setPage, list.data?.toldg_list.length);

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadToldgExport({ keyword, sortBy, order });
    } catch (error) {
      notifyError(failureMessage(error, t("export.failed")));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<ToldgRow>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    { key: "crew_code", header: t("fields.crew_code"), render: (row) => row.crew_code, nowrap: true },
    {
      key: "license_number",
      header: t("fields.license_number"),
      render: (row) => row.license_number ?? "",
      nowrap: true,
    },
    {
      key: "full_name",
      header: t("fields.full_name"),
      render: (row) => <Box sx={{ minWidth: 140, fontWeight: 500 }}>{row.full_name}</Box>,
    },
    {
      key: "recency_date",
      header: t("fields.recency_date"),
      render: (row) => <RecencyCell row={row} today={today} />,
    },
    { key: "phone", header: t("fields.phone_number"), render: (row) => row.phone_number ?? "", nowrap: true },
    { key: "email", header: t("fields.email"), render: (row) => row.email, nowrap: true },
    {
      key: "total_hours",
      header: t("fields.total_flight_hours"),
      render: (row) => hours(row.total_flight_hours),
      align: "right",
    },
    {
      key: "on_type_hours",
      header: t("fields.on_type_flight_hours"),
      render: (row) => hours(row.on_type_flight_hours),
      align: "right",
    },
    {
      key: "sim_date",
      header: t("fields.sim_date"),
      render: (row) => formatDate(row.sim_date) || "—",
      nowrap: true,
    },
    { key: "flights", header: t("fields.flights"), render: (row) => <FlightsCell flights={row.flights} /> },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button
            variant="outlined"
            startIcon={exporting ? <CircularProgress size={18} /> : <FileDownloadIcon />}
            disabled={exporting}
            onClick={exportRows}
          >
            {t("export.button")}
          </Button>
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        <SearchField
          label={t("list.search")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label={t("list.sort_by")}
          value={sortBy}
          onChange={(event) => {
            setSortBy(event.target.value as ToldgSortField);
            setPage(1);
          }}
          sx={{ minWidth: 200, flex: { xs: "1 1 160px", sm: "0 0 auto" } }}
        >
          {TOLDG_SORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(`fields.${field}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("list.order")}
          value={order}
          onChange={(event) => {
            setOrder(event.target.value as "+" | "-");
            setPage(1);
          }}
          sx={{ minWidth: 150, flex: { xs: "1 1 120px", sm: "0 0 auto" } }}
        >
          <MenuItem value="+">{t("list.ascending")}</MenuItem>
          <MenuItem value="-">{t("list.descending")}</MenuItem>
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("list.legend", { days: RECENCY_WARNING_DAYS })}
      </Typography>
      <PagedTable
        caption={t("list.caption")}
        columns={columns}
        rows={list.data?.toldg_list ?? []}
        rowKey={(row) => row.pilot_id}
        loading={list.isFetching}
        emptyText={t("list.empty")}
        minWidth={1280}
        pagination={pagination(list.data?.total ?? 0, PAGE_SIZES, sharedLabels.pagination)}
      />
    </>
  );
}
