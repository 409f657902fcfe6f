import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { can, isSuperAdmin, type PilotRow, UserStatus } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { StatusChip } from "../../../components/status-chip";
import { UserAvatar } from "../../../components/user-avatar";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { pilotListQuery, useSetPilotActive } from "../api";
import { PilotRowMenu } from "../components/pilot-row-menu";
import { usePilotLabels } from "../labels";
import { PILOT_LIST } from "../pilot-list-config";

// The filters load when the drawer first opens.
// A password reset loads when first asked for.
const PilotPasswordDialog = onDemand(() =>
  import("../components/pilot-password-dialog").then((module) => module.PilotPasswordDialog),
);
const PilotFilterDrawer = onDemand(() =>
  import("../components/pilot-filter-drawer").then((module) => module.PilotFilterDrawer),
);

export function PilotListPage() {
  const { t } = useTranslation("pilot");
  const { user: actor } = useAuth();
  const labels = usePilotLabels();
  const params = useListParams(PILOT_LIST);
  const { page, pageSize, keyword, filters, sort } = params;
  const allowed = can(actor, "pilot.list");
  const list = useQuery({ ...pilotListQuery({ page, pageSize, keyword, filters, sort }), enabled: allowed });
  const [statusDialog, setStatusDialog] = useState<{ pilot: PilotRow; open: boolean } | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<number | null>(null);
  const setActive = useSetPilotActive();

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
  const columns: ListColumn<PilotRow>[] = [
    {
      key: "pilot",
      header: t("fields.pilot"),
      sortKey: "full_name",
      title: true,
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
    {
      key: "crew_code",
      header: t("fields.crew_code"),
      sortKey: "crew_code",
      render: (row) => row.crew_code,
      nowrap: true,
    },
    {
      key: "position",
      header: t("fields.name_position"),
      sortKey: "name_position",
      render: (row) => labels.position(row.name_position),
    },
    { key: "phone", header: t("fields.phone_number"), render: (row) => row.phone_number ?? "", nowrap: true },
    {
      key: "fleet",
      header: t("fields.fleet"),
      sortKey: "fleet",
      render: (row) => row.fleet ?? "",
      nowrap: true,
    },
    {
      key: "department",
      header: t("fields.department_position"),
      render: (row) => row.department_position ?? "",
    },
    {
      key: "first_flight",
      header: t("fields.first_flight_date"),
      sortKey: "first_flight_date",
      render: (row) => formatDate(row.first_flight_date),
      nowrap: true,
    },
    {
      key: "seniority",
      header: t("fields.seniority_point"),
      sortKey: "seniority_point",
      render: (row) => row.seniority_point ?? "",
      align: "right",
    },
    {
      key: "actions",
      header: "",
      align: "right",
      menu: true,
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
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.pilots}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={900}
        filters={{
          label: t("actions.filters"),
          drawer: ({ open, onClose }) => (
            <PilotFilterDrawer
              open={open}
              filters={{ ...filters, sort_by: sort.key ?? "", order: sort.order }}
              showFleet={isSuperAdmin(actor)}
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
        <PilotPasswordDialog open pilotId={passwordTarget} onClose={() => setPasswordTarget(null)} />
      ) : null}
    </>
  );
}
