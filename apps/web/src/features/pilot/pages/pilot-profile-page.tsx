import LockResetIcon from "@mui/icons-material/LockReset";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChangePasswordDialog } from "../../../components/change-password-dialog";
import { MailNotificationsSwitch } from "../../../components/mail-notifications-switch";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { pilotDetailQuery } from "../../../lib/pilot-queries";
import { SecondFactors, SignedInDevices } from "../../account-security";
import { TrainingFileSection } from "../../training-file";
import { useChangePilotAvatar, useChangePilotPassword } from "../api";
import { EventReportsTable } from "../components/event-reports-table";
import { PilotInfoForm } from "../components/pilot-info-form";
import { PilotProfileCard } from "../components/pilot-profile-card";
import { usePilotLabels } from "../labels";

/** /pilot/profile: the signed-in pilot's or instructor's own profile. */
export function PilotProfilePage() {
  const { t } = useTranslation("pilot");
  const { user } = useAuth();
  const labels = usePilotLabels();
  const pilotId = user?.pilot_id ?? 0;
  const detail = useQuery({ ...pilotDetailQuery(pilotId), enabled: pilotId > 0 });
  const changeAvatar = useChangePilotAvatar();
  const changePassword = useChangePilotPassword();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (pilotId <= 0 || detail.isError) {
    return (
      <>
        <PageHeader title={t("profile.title")} />
        <Typography color="text.secondary" role="status">
          {t("not_found")}
        </Typography>
      </>
    );
  }
  const pilot = detail.data;
  if (!pilot) return <PageLoader />;
  const salt = pilot.password_salt;

  return (
    <>
      <PageHeader
        title={t("profile.title")}
        actions={
          salt ? (
            <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setPasswordOpen(true)}>
              {t("actions.change_password")}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: "grid", gap: 3, maxWidth: 1100 }}>
        <PilotProfileCard
          pilot={pilot}
          hide={["phone_number", "identify_number", "passport_number"]}
          onAvatar={(avatar, onProgress) =>
            changeAvatar
              .mutateAsync({ id: pilot.id, avatar, onProgress })
              .then(() => notifySuccess(t("notifications.avatar_updated")))
          }
        >
          <PilotInfoForm pilot={pilot} />
        </PilotProfileCard>
        <MailNotificationsSwitch />
        <SecondFactors />
        <SignedInDevices />
        <EventReportsTable pilotId={pilot.id} area="pilot" />
        <TrainingFileSection pilot={pilot} area="pilot" />
      </Box>
      {salt ? (
        <ChangePasswordDialog
          open={passwordOpen}
          askOldPassword
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
