import EditIcon from "@mui/icons-material/Edit";
import FlightIcon from "@mui/icons-material/Flight";
import LockResetIcon from "@mui/icons-material/LockReset";
import VisibilityIcon from "@mui/icons-material/Visibility";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, type PilotDetail } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { AvatarPicker } from "../../../components/avatar-picker";
import { ChangePasswordDialog } from "../../../components/change-password-dialog";
import { ImportedNote } from "../../../components/imported-note";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { pilotDetailQuery } from "../../../lib/pilot-queries";
import { EndAllSessionsButton, ResetSecondFactorButton } from "../../account-security";
import { TrainingFileSection } from "../../training-file";
import { trainingFlightPaths } from "../../training-flight";
import { useChangePilotAvatar, useChangePilotPassword, useUpdatePilot } from "../api";
import { EventReportsTable } from "../components/event-reports-table";
import { PilotForm } from "../components/pilot-form";
import { PilotProfileCard } from "../components/pilot-profile-card";
import { usePilotLabels } from "../labels";
import { pilotFormFields, pilotToForm } from "../pilot-form-values";

/** /admin/pilot/detail?id=… (the spec's form) or /admin/pilot/detail/:id; ?mode=view is read-only. */
export function PilotDetailPage() {
  const { t } = useTranslation("pilot");
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const { user: actor } = useAuth();
  const id = Number(pathId ?? params.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...pilotDetailQuery(id), enabled: valid, meta: { notifyError: false } });

  if (!actor) return null;
  if (!valid || detail.isError) {
    return (
      <>
        <PageHeader title={t("titles.view")} back={{ to: "/admin/pilot", label: t("actions.back") }} />
        <Typography color="text.secondary" role="status">
          {t("not_found")}
        </Typography>
      </>
    );
  }
  if (!detail.data) return <PageLoader />;
  const editing = params.get("mode") !== "view" && can(actor, "pilot.edit");
  return <PilotDetailContent key={`${id}-${editing}`} pilot={detail.data} editing={editing} />;
}

function PilotDetailContent({ pilot, editing }: { pilot: PilotDetail; editing: boolean }) {
  const { t } = useTranslation("pilot");
  const { user: actor } = useAuth();
  const labels = usePilotLabels();
  const update = useUpdatePilot();
  const changeAvatar = useChangePilotAvatar();
  const changePassword = useChangePilotPassword();
  const [passwordOpen, setPasswordOpen] = useState(false);
  // The server hands out the salt only to those who may change this password.
  const salt = pilot.password_salt;
  const self = actor?.id === pilot.user_id;

  const uploadAvatar = (avatar: File, onProgress: (fraction: number) => void) =>
    changeAvatar
      .mutateAsync({ id: pilot.id, avatar, onProgress })
      .then(() => notifySuccess(t("notifications.avatar_updated")));

  const actions = (
    <>
      <Button
        component={RouterLink}
        to={trainingFlightPaths.list("admin", pilot.id)}
        startIcon={<FlightIcon />}
      >
        {t("actions.training_flights")}
      </Button>
      {editing ? (
        <Button
          component={RouterLink}
          to={`/admin/pilot/detail?id=${pilot.id}&mode=view`}
          startIcon={<VisibilityIcon />}
        >
          {t("actions.view")}
        </Button>
      ) : can(actor, "pilot.edit") ? (
        <Button component={RouterLink} to={`/admin/pilot/detail?id=${pilot.id}`} startIcon={<EditIcon />}>
          {t("actions.edit")}
        </Button>
      ) : null}
      {salt ? (
        <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setPasswordOpen(true)}>
          {t("actions.change_password")}
        </Button>
      ) : null}
      <EndAllSessionsButton userId={pilot.user_id} name={pilot.full_name} />
      <ResetSecondFactorButton userId={pilot.user_id} name={pilot.full_name} />
    </>
  );

  return (
    <>
      <PageHeader
        title={editing ? t("titles.edit") : t("titles.view")}
        back={{ to: "/admin/pilot", label: t("actions.back") }}
        actions={actions}
      />
      {editing ? (
        <PilotForm
          target={{ mode: "update", pilotId: pilot.id }}
          initial={pilotToForm(pilot)}
          submitLabel={t("actions.save")}
          avatar={
            <AvatarPicker
              src={pilot.avatar}
              name={pilot.full_name}
              labels={labels.avatar}
              onCropped={uploadAvatar}
            />
          }
          onSubmit={async (values) => {
            await update.mutateAsync({
              id: pilot.id,
              fields: pilotFormFields(values, "update"),
              avatar: null,
            });
            notifySuccess(t("notifications.updated"));
          }}
        />
      ) : (
        <Box sx={{ display: "grid", gap: 3, maxWidth: 1100 }}>
          <ImportedNote imported={pilot.imported} />
          {/* Avatar change is disabled in view mode (part1 §6). */}
          <PilotProfileCard pilot={pilot} />
          <EventReportsTable pilotId={pilot.id} area="admin" />
          <TrainingFileSection pilot={pilot} area="admin" />
        </Box>
      )}
      {salt ? (
        <ChangePasswordDialog
          open={passwordOpen}
          askOldPassword={self}
          labels={labels.password}
          onClose={() => setPasswordOpen(false)}
          onSubmit={(passwords) =>
            changePassword
              .mutateAsync({ id: pilot.id, salt, ...passwords })
              .then(() => notifySuccess(t("notifications.password_changed")))
          }
        />
      ) : null}
    </>
  );
}
