import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import { can, recordIdSchema } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { simSlotDetailQuery } from "../api";
import { SimSlotForm } from "../components/sim-slot-form";

const LIST = "/admin/sim-slot";

/** /admin/sim-slot/create: a new slot, for those who manage slots. */
export function SimSlotCreatePage() {
  const { t } = useTranslation("sim-slot");
  const { user: actor } = useAuth();
  if (!actor) return null;
  if (!can(actor, "sim_slot.manage")) return <Navigate to={LIST} replace />;
  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: LIST, label: t("actions.back") }} />
      <SimSlotForm />
    </>
  );
}

/** /admin/sim-slot/detail/:id: the slot, editable by those who manage its fleet's slots. */
export function SimSlotDetailPage() {
  const { t } = useTranslation("sim-slot");
  const { user: actor } = useAuth();
  const parsed = recordIdSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const detail = useQuery({ ...simSlotDetailQuery(id), enabled: parsed.success });
  if (!actor) return null;
  const slot = detail.data;
  const editable = slot ? can(actor, "sim_slot.manage", { type: slot.type }) : false;
  return (
    <>
      <PageHeader
        title={editable ? t("titles.edit") : t("titles.detail")}
        back={{ to: LIST, label: t("actions.back") }}
      />
      {!parsed.success || detail.isError ? (
        <Alert severity="warning">{t("detail.not_found")}</Alert>
      ) : slot ? (
        <SimSlotForm key={slot.id} slot={slot} readOnly={!editable} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
