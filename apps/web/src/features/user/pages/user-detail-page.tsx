import LockResetIcon from "@mui/icons-material/LockReset";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  holdsGrantedPermissions,
  isSuperAdmin,
  permissionName,
  type UserDetail,
  UserStatus,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { AvatarPicker } from "../../../components/avatar-picker";
import { ChangePasswordDialog } from "../../../components/change-password-dialog";
import { MailNotificationsSwitch } from "../../../components/mail-notifications-switch";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { StatusChip } from "../../../components/status-chip";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import {
  EndAllSessionsButton,
  ResetSecondFactorButton,
  SecondFactors,
  SignedInDevices,
} from "../../account-security";
import { useChangeUserPassword, userDetailQuery, useUploadUserAvatar } from "../api";
import { UserDetailsForm } from "../components/user-details-form";
import { useUserLabels } from "../labels";

/** Part1 §2: "the query parameter mode set to a view value makes the screen read-only". */
export function isViewMode(mode: string | null): boolean {
  return mode === "view";
}

export function UserDetailPage() {
  const { t } = useTranslation("user");
  const { id } = useParams();
  const [params] = useSearchParams();
  const { user: actor } = useAuth();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const detail = useQuery({ ...userDetailQuery(userId), enabled: valid });

  if (!actor) return null;
  if (!valid || detail.isError) {
    return (
      <>
        <PageHeader title={t("titles.view")} back={{ to: "/admin/user", label: t("actions.back") }} />
        <Typography color="text.secondary">{t("empty")}</Typography>
      </>
    );
  }
  if (!detail.data) return <PageLoader />;

  const self = actor.id === userId;
  const mayEdit = can(actor, "user.edit_details", { id: userId });
  const readOnly = isViewMode(params.get("mode")) || !mayEdit;
  return <UserDetailView target={detail.data} readOnly={readOnly} self={self} />;
}

function UserDetailView({
  target,
  readOnly,
  self,
}: {
  target: UserDetail;
  readOnly: boolean;
  self: boolean;
}) {
  const { t } = useTranslation("user");
  const { user: actor } = useAuth();
  const labels = useUserLabels();
  const uploadAvatar = useUploadUserAvatar();
  const changePassword = useChangeUserPassword();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const superAdmin = isSuperAdmin(actor);
  const active = target.status === UserStatus.ACTIVE;

  return (
    <>
      <PageHeader
        title={readOnly ? t("titles.view") : t("titles.detail")}
        back={can(actor, "user.manage") ? { to: "/admin/user", label: t("actions.back") } : undefined}
        actions={
          <>
            {readOnly ? null : (
              <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setPasswordOpen(true)}>
                {t("actions.change_password")}
              </Button>
            )}
            {/* The super administrator's, on another account: its own devices are listed below. */}
            {self ? null : <EndAllSessionsButton userId={target.id} name={target.full_name} />}
            {self ? null : <ResetSecondFactorButton userId={target.id} name={target.full_name} />}
          </>
        }
      />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 860, display: "grid", gap: 3 }}
      >
        <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", alignItems: "center" }}>
          <AvatarPicker
            src={target.avatar}
            name={target.full_name}
            labels={labels.avatar}
            disabled={readOnly}
            onCropped={(avatar, onProgress) =>
              uploadAvatar
                .mutateAsync({ id: target.id, avatar, onProgress })
                .then(() => notifySuccess(t("notifications.avatar_updated")))
            }
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {target.full_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {labels.role(target)} · {t("fields.created_at")} {formatDate(target.created_at)}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <StatusChip active={active} label={t(active ? "status.active" : "status.blocked")} />
            </Box>
          </Box>
        </Box>
        <UserDetailsForm target={target} readOnly={readOnly} fleetEditable={superAdmin} />
        {holdsGrantedPermissions(target) ? (
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t("fields.permissions")}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
              {target.management_role.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  —
                </Typography>
              ) : (
                target.management_role.map((permission) => (
                  <Chip
                    key={permission}
                    size="small"
                    label={t(`permissions.${permissionName(permission).toLowerCase()}`)}
                  />
                ))
              )}
            </Box>
          </Box>
        ) : null}
      </Paper>
      {self ? (
        <Box sx={{ maxWidth: 860, mt: 3, display: "grid", gap: 3 }}>
          <MailNotificationsSwitch />
          <SecondFactors />
          <SignedInDevices />
        </Box>
      ) : null}
      <ChangePasswordDialog
        open={passwordOpen}
        askOldPassword={self && !can(actor, "user.change_password_without_old")}
        labels={labels.password}
        onClose={() => setPasswordOpen(false)}
        onSubmit={(passwords) =>
          changePassword
            .mutateAsync({ id: target.id, salt: target.password_salt, ...passwords })
            .then(() => notifySuccess(t("notifications.password_changed")))
        }
      />
    </>
  );
}
