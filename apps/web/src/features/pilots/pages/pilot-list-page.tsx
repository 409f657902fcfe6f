import AddIcon from "@mui/icons-material/Add";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { can, isSuperAdmin, PAGE_SIZES, PILOT_PAGE_SIZE, type PilotRow, UserStatus } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type Column, PagedTable } from "../../../components/list/paged-table";
import { SearchField } from "../../../components/list/search-field";
import { useListState, useStartOverPastEnd } from "../../../components/list/use-list-state";
import { PageHeader } from "../../../components/page-header";
import { StatusChip } from "../../../components/status-chip";
import { UserAvatar } from "../../../components/user-avatar";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { type PilotFilters, pilotListQuery, useSetPilotActive } from "../api";
import { DEFAULT_PILOT_FILTERS, PilotFilterDrawer } from "../components/pilot-filter-drawer";
import { PilotPasswordDialog } from "../components/pilot-password-dialog";
import { PilotRowMenu } from "../components/pilot-row-menu";
import { usePilotLabels } from "../labels";

export function PilotListPage() {
  const { t } = useTranslation("pilots");
  const { user: actor } = useAuth();
  const labels = usePilotLabels();
  const { page, setPage, pageSize, search, setSearch, keyword, pagination } = useListState(PILOT_PAGE_SIZE);
  const [filters, setFilters] = useState<PilotFilters>(DEFAULT_PILOT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const allowed = can(actor, "pilot.list");
  const list = useQuery({ ...pilotListQuery({ page, pageSize, keyword, filters }), enabled: allowed });
  const [statusDialog, setStatusDialog] = useState<{ pilot: PilotRow; open: boolean } | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<number | null>(null);
  const setActive = useSetPilotActive();

  useStartOverPastEnd(page, setPage, list.data?.pilots.length);

  if (!actor) return null;
  // The sidebar hides this screen from accounts without the list permission; a typed address lands home.
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const target = statusDialog?.pilot;
  const deactivating = target?.status === UserStatus.ACTIVE;
  const confirmStatus = () => {
    if (!target) return;
    setActive.mutate(
      { crewCode: target.crew_code, active: !deactivating },
      {
        onSuccess: () => {
          notifySuccess(t(deactivating ? "notifications.deactivated" : "notifications.activated"));
          setStatusDialog({ pilot: target, open: false });
        },
      },
    );
  };
  const activeFilters = [filters.fleet, filters.name_position, filters.status, filters.sort_by].filter(
    Boolean,
  ).length;

  const columns: Column<PilotRow>[] = [
    {
      key: "pilot",
      header: t("fields.pilot"),
      render: (row) => (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 180 }}>
          <UserAvatar src={row.avatar} name={row.full_name} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/admin/pilot/detail?id=${row.id}&mode=view`}
              underline="hover"
              sx={{ fontWeight: 500 }}
            >
              {row.full_name}
            </Link>
            {/* Only the exception is marked, which keeps the table narrow enough for a laptop. */}
            {row.status === UserStatus.ACTIVE ? null : (
              <Box sx={{ mt: 0.5 }}>
                <StatusChip active={false} label={t("status.inactive")} />
              </Box>
            )}
          </Box>
        </Box>
      ),
    },
    { key: "crew_code", header: t("fields.crew_code"), render: (row) => row.crew_code, nowrap: true },
    {
      key: "position",
      header: t("fields.name_position"),
      render: (row) => labels.position(row.name_position),
    },
    { key: "phone", header: t("fields.phone_number"), render: (row) => row.phone_number ?? "", nowrap: true },
    { key: "fleet", header: t("fields.fleet"), render: (row) => row.fleet ?? "", nowrap: true },
    {
      key: "department",
      header: t("fields.department_position"),
      render: (row) => row.department_position ?? "",
    },
    {
      key: "first_flight",
      header: t("fields.first_flight_date"),
      render: (row) => formatDate(row.first_flight_date),
      nowrap: true,
    },
    {
      key: "seniority",
      header: t("fields.seniority_point"),
      render: (row) => row.seniority_point ?? "",
      align: "right",
    },
    {
      key: "actions",
      header: "",
      align: "right",
      sticky: true,
      render: (row) => (
        <PilotRowMenu
          pilot={row}
          actor={actor}
          onToggleActive={(pilot) => setStatusDialog({ pilot, open: true })}
          onChangePassword={(pilot) => setPasswordTarget(pilot.id)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          can(actor, "pilot.create") ? (
            <Button
              component={RouterLink}
              to="/admin/pilot/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t("actions.create")}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 2, alignItems: "center" }}>
        <SearchField
          label={t("list.search")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Badge badgeContent={activeFilters} color="secondary">
          <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen(true)}>
            {t("actions.filters")}
          </Button>
        </Badge>
      </Box>
      <PagedTable
        caption={t("list.caption")}
        columns={columns}
        rows={list.data?.pilots ?? []}
        rowKey={(row) => row.id}
        loading={list.isFetching}
        emptyText={t("list.empty")}
        minWidth={900}
        pagination={pagination(list.data?.total ?? 0, PAGE_SIZES, labels.pagination)}
      />
      <PilotFilterDrawer
        open={filtersOpen}
        filters={filters}
        showFleet={isSuperAdmin(actor)}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          setFiltersOpen(false);
        }}
      />
      <ConfirmDialog
        open={Boolean(statusDialog?.open)}
        title={t(deactivating ? "confirm.deactivate_title" : "confirm.activate_title")}
        message={t(deactivating ? "confirm.deactivate_message" : "confirm.activate_message", {
          name: target?.full_name ?? "",
          crew_code: target?.crew_code ?? "",
        })}
        confirmLabel={t(deactivating ? "actions.deactivate" : "actions.activate")}
        cancelLabel={t("actions.cancel")}
        destructive={deactivating}
        busy={setActive.isPending}
        onConfirm={confirmStatus}
        onClose={() => target && setStatusDialog({ pilot: target, open: false })}
      />
      {passwordTarget !== null ? (
        <PilotPasswordDialog pilotId={passwordTarget} onClose={() => setPasswordTarget(null)} />
      ) : null}
    </>
  );
}
