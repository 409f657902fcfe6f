import FilterListIcon from "@mui/icons-material/FilterList";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  ResultStatus,
  TRAINING_FLIGHT_PAGE_SIZE,
  TRAINING_FLIGHT_PAGE_SIZES,
  type TrainingFlightRow,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type Column, PagedTable } from "../../../components/list/paged-table";
import { SearchField } from "../../../components/list/search-field";
import { useListState, useStartOverPastEnd } from "../../../components/list/use-list-state";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { trainingFlightListQuery, useDeleteTrainingFlight } from "../api";
import { activeFilterCount, filtersFromAddress, type TrainingFlightFilters } from "../filters";
import { useTrainingFlightLabels } from "../labels";
import { type Area, trainingFlightPaths } from "../paths";
import { FilterDrawer } from "./filter-drawer";
import { RowMenu } from "./row-menu";

// The shared table takes no row styles, so a below-standard row is found by the marker in its
// first cell; td is styled (not tr) so the sticky menu cell turns red with the rest.
const belowStandardRows = {
  "& tbody tr:has([data-below-standard]) td": { bgcolor: "#fdecea", color: "#8c1d18" },
  "& tbody tr:has([data-below-standard]):hover td": { bgcolor: "#f9d9d6" },
} as const;

/** Search, filters, paged rows and the row menu of one pilot's training flights. */
export function TrainingFlightTable({ pilotId, area }: { pilotId: number; area: Area }) {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const labels = useTrainingFlightLabels();
  const [params] = useSearchParams();
  const { page, setPage, pageSize, search, setSearch, keyword, pagination } =
    useListState(TRAINING_FLIGHT_PAGE_SIZE);
  const [filters, setFilters] = useState<TrainingFlightFilters>(() => filtersFromAddress(params));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useQuery(trainingFlightListQuery({ pilotId, page, pageSize, keyword, filters }));
  const [deleting, setDeleting] = useState<{ row: TrainingFlightRow; open: boolean } | null>(null);
  const remove = useDeleteTrainingFlight();

  useStartOverPastEnd(page, setPage, list.data?.training_flights.length);

  const mayDelete = can(user, "training_flight.delete");
  const columns: Column<TrainingFlightRow>[] = [
    {
      key: "no",
      header: t("list.columns.no"),
      nowrap: true,
      render: (row, index) => (
        <Box
          component="span"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
          data-below-standard={row.below_standard ? "" : undefined}
        >
          {(page - 1) * pageSize + index + 1}
          {row.below_standard ? (
            <WarningAmberIcon
              fontSize="small"
              color="error"
              titleAccess={t("list.below_standard")}
              aria-label={t("list.below_standard")}
            />
          ) : null}
        </Box>
      ),
    },
    {
      key: "date",
      header: t("list.columns.date"),
      nowrap: true,
      render: (row) => (
        <Link
          component={RouterLink}
          to={trainingFlightPaths.detail(area, row.id)}
          underline="hover"
          color="inherit"
        >
          {formatDate(row.date_of_flight)}
        </Link>
      ),
    },
    { key: "type", header: t("list.columns.type"), render: (row) => labels.flightType(row.flight_type) },
    { key: "routes", header: t("list.columns.routes"), nowrap: true, render: (row) => row.routes },
    {
      key: "autoland",
      header: t("list.columns.autoland_at"),
      nowrap: true,
      render: (row) => row.autoland_at ?? "—",
    },
    {
      key: "instructor",
      header: t("list.columns.instructor"),
      nowrap: true,
      render: (row) => row.instructor_name,
    },
    {
      key: "status",
      header: t("list.columns.status"),
      nowrap: true,
      render: (row) =>
        row.status === ResultStatus.APPROVED ? (
          <Chip size="small" color="success" variant="outlined" label={t("status.approved")} />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t("status.awaiting")} />
        ),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      sticky: true,
      render: (row) => (
        <RowMenu
          row={row}
          label={t("actions.row_menu", { date: formatDate(row.date_of_flight) })}
          detailTo={trainingFlightPaths.detail(area, row.id)}
          onDelete={mayDelete ? (target) => setDeleting({ row: target, open: true }) : undefined}
        />
      ),
    },
  ];

  const target = deleting?.row;
  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        notifySuccess(t("notifications.deleted"));
        setDeleting({ row: target, open: false });
      },
    });
  };

  return (
    <>
      <Box sx={{ display: "flex", gap: 2, mb: 2, alignItems: "center", flexWrap: "wrap" }}>
        <SearchField
          label={t("list.search")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Badge badgeContent={activeFilterCount(filters)} color="secondary">
          <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen(true)}>
            {t("actions.filters")}
          </Button>
        </Badge>
      </Box>
      <Box sx={belowStandardRows}>
        <PagedTable
          caption={t("list.caption")}
          columns={columns}
          rows={list.data?.training_flights ?? []}
          rowKey={(row) => row.id}
          loading={list.isFetching}
          emptyText={keyword || activeFilterCount(filters) ? t("list.empty_filtered") : t("list.empty")}
          minWidth={860}
          pagination={pagination(list.data?.total ?? 0, TRAINING_FLIGHT_PAGE_SIZES, labels.pagination)}
        />
      </Box>
      <FilterDrawer
        open={filtersOpen}
        filters={filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          setFiltersOpen(false);
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message", {
          date: target ? formatDate(target.date_of_flight) : "",
          routes: target?.routes ?? "",
        })}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => target && setDeleting({ row: target, open: false })}
      />
    </>
  );
}
