import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, PAGE_SIZES, USER_PAGE_SIZE, UserStatus, type UserSummary } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ListConfig } from "../../../components/list/list-address";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { PageHeader } from "../../../components/page-header";
import { StatusChip } from "../../../components/status-chip";
import { UserAvatar } from "../../../components/user-avatar";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { userListQuery, useSetUserStatus } from "../api";
import { PermissionDialog } from "../components/permission-dialog";
import { UserRowMenu } from "../components/user-row-menu";
import { useUserLabels } from "../labels";

/** auth/user/list sorts newest first only; it takes no filters yet. */
const USER_LIST: ListConfig<undefined> = {
  defaultPageSize: USER_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: [],
  defaultSort: { key: null, order: "-" },
};

export function UserListPage() {
  const { t } = useTranslation("user");
  const { user: actor } = useAuth();
  const labels = useUserLabels();
  const params = useListParams(USER_LIST);
  const { page, pageSize, keyword } = params;
  const allowed = can(actor, "user.manage");
  const list = useQuery({ ...userListQuery({ page, pageSize, keyword }), enabled: allowed });
  // The dialog keeps its target while it fades out, so its wording does not flip on close.
  const [statusDialog, setStatusDialog] = useState<{ target: UserSummary; open: boolean } | null>(null);
  const [permissionTarget, setPermissionTarget] = useState<UserSummary | null>(null);
  const setStatus = useSetUserStatus();

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const statusTarget = statusDialog?.target;
  const closeStatus = () => statusTarget && setStatusDialog({ target: statusTarget, open: false });
  const blocking = statusTarget?.status === UserStatus.ACTIVE;
  const confirmStatus = () => {
    if (!statusTarget) return;
    const status = blocking ? UserStatus.BLOCKED : UserStatus.ACTIVE;
    setStatus.mutate(
      { id: statusTarget.id, status },
      {
        onSuccess: () => {
          notifySuccess(t(blocking ? "notifications.blocked" : "notifications.activated"));
          closeStatus();
        },
      },
    );
  };

  const columns: ListColumn<UserSummary>[] = [
    {
      key: "user",
      header: t("fields.user"),
      title: true,
      render: (row) => (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 180 }}>
          <UserAvatar src={row.avatar} name={row.full_name} />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.full_name}
          </Typography>
        </Box>
      ),
    },
    { key: "email", header: t("fields.email"), render: (row) => row.email },
    { key: "fleet", header: t("fields.fleet"), render: (row) => row.fleet ?? "", nowrap: true },
    { key: "role", header: t("fields.role"), render: (row) => labels.role(row), nowrap: true },
    {
      key: "status",
      header: t("fields.status"),
      render: (row) => (
        <StatusChip
          active={row.status === UserStatus.ACTIVE}
          label={t(row.status === UserStatus.ACTIVE ? "status.active" : "status.blocked")}
        />
      ),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      menu: true,
      render: (row) => (
        <UserRowMenu
          target={row}
          actor={actor}
          onToggleStatus={(target) => setStatusDialog({ target, open: true })}
          onPermissions={setPermissionTarget}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          <Button component={RouterLink} to="/admin/user/create" variant="contained" startIcon={<AddIcon />}>
            {t("actions.create")}
          </Button>
        }
      />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.users}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("empty")}
      />
      <ConfirmDialog
        open={Boolean(statusDialog?.open)}
        title={t(blocking ? "confirm.block_title" : "confirm.activate_title")}
        message={t(blocking ? "confirm.block_message" : "confirm.activate_message", {
          name: statusTarget?.full_name ?? "",
        })}
        confirmLabel={t(blocking ? "actions.block" : "actions.activate")}
        cancelLabel={t("actions.cancel")}
        destructive={blocking}
        busy={setStatus.isPending}
        onConfirm={confirmStatus}
        onClose={closeStatus}
      />
      {permissionTarget ? (
        <PermissionDialog target={permissionTarget} onClose={() => setPermissionTarget(null)} />
      ) : null}
    </>
  );
}
