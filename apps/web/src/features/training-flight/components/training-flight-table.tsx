import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { can, ResultStatus, type TrainingFlightRow } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import { RowMenu } from "../../../components/training-record/row-menu";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { trainingFlightListQuery, useDeleteTrainingFlight } from "../api";
import { TRAINING_FLIGHT_LIST, type TrainingFlightSortField } from "../filters";
import { type Area, trainingFlightPaths } from "../paths";

// The filters load when the drawer first opens.
const FilterDrawer = onDemand(() => import("./filter-drawer").then((module) => module.FilterDrawer));

/** Search, filters, paged rows and the row menu of one pilot's training flights. */
export function TrainingFlightTable({ pilotId, area }: { pilotId: number; area: Area }) {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const labels = useTrainingFlightLabels();
  const params = useListParams(TRAINING_FLIGHT_LIST);
  const { page, pageSize, keyword, filters, sort } = params;
  const list = useQuery(trainingFlightListQuery({ pilotId, page, pageSize, keyword, filters, sort }));
  const [deleting, setDeleting] = useState<{ row: TrainingFlightRow; open: boolean } | null>(null);
  const remove = useDeleteTrainingFlight();

  const mayDelete = can(user, "training_flight.delete");
  const columns: ListColumn<TrainingFlightRow>[] = [
    {
      key: "no",
      header: t("list.columns.no"),
      nowrap: true,
      render: (row, index) => (
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
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
      sortKey: "date_of_flight",
      title: true,
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
    {
      key: "type",
      header: t("list.columns.type"),
      sortKey: "flight_type",
      render: (row) => labels.flightType(row.flight_type),
    },
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
      sortKey: "instructor_name",
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
      menu: true,
      render: (row) => (
        <RowMenu
          label={t("actions.row_menu", { date: formatDate(row.date_of_flight) })}
          detailTo={trainingFlightPaths.detail(area, row.id)}
          onDelete={mayDelete ? () => setDeleting({ row, open: true }) : undefined}
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
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.training_flights}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        marked={(row) => row.below_standard}
        searchLabel={t("list.search")}
        emptyText={keyword || params.activeFilters ? t("list.empty_filtered") : t("list.empty")}
        minWidth={860}
        filters={{
          label: t("actions.filters"),
          drawer: ({ open, onClose }) => (
            <FilterDrawer
              open={open}
              filters={{
                ...filters,
                sort_by:
                  sort.key === TRAINING_FLIGHT_LIST.defaultSort.key
                    ? ""
                    : (sort.key as TrainingFlightSortField),
                order: sort.order,
              }}
              onClose={onClose}
              onApply={({ sort_by, order, ...next }) => {
                params.apply({ filters: next, sort: { key: sort_by || null, order } });
                onClose();
              }}
            />
          ),
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
