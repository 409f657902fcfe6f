import { can, isSuperAdmin } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { AvatarPicker } from "../../../components/avatar-picker";
import { PageHeader } from "../../../components/page-header";
import { useObjectUrl } from "../../../components/use-object-url";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { useCreatePilot } from "../api";
import { PilotForm } from "../components/pilot-form";
import { usePilotLabels } from "../labels";
import { emptyPilotForm, pilotFormFields } from "../pilot-form-values";

export function PilotCreatePage() {
  const { t } = useTranslation("pilot");
  const { user: actor } = useAuth();
  const labels = usePilotLabels();
  const navigate = useNavigate();
  const create = useCreatePilot();
  const [avatar, setAvatar] = useState<File | null>(null);
  const preview = useObjectUrl(avatar);
  const [initial] = useState(() => ({
    ...emptyPilotForm(),
    // A fleet manager files pilots under their own fleet; the super administrator chooses.
    fleet: isSuperAdmin(actor) ? "" : (actor?.fleet ?? ""),
  }));

  if (!can(actor, "pilot.create")) return <Navigate to={ADMIN_HOME} replace />;

  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: "/admin/pilot", label: t("actions.back") }} />
      <PilotForm
        target={{ mode: "create" }}
        initial={initial}
        submitLabel={t("actions.create")}
        avatar={
          <AvatarPicker
            src={preview}
            name=""
            labels={labels.avatar}
            onCropped={(cropped) => {
              setAvatar(cropped);
              return undefined;
            }}
          />
        }
        onSubmit={async (values, onProgress) => {
          await create.mutateAsync({ fields: pilotFormFields(values, "create"), avatar, onProgress });
          notifySuccess(t("notifications.created"));
          navigate("/admin/pilot");
        }}
      />
    </>
  );
}
