import { can } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { simAreaOf, simPaths } from "../../../lib/sim-session";
import { useCreateSims } from "../api";
import { SimForm } from "../components/sim-form";
import { emptySimRow } from "../form-values";

/** /admin/sim/create and its pilot-area twin: one session, or the month's list row by row (part2 §2). */
export function SimCreatePage() {
  const { t } = useTranslation("sim");
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateSims();
  const paths = simPaths(simAreaOf(user));

  if (!can(user, "sim.create")) return <Navigate to={paths.list} replace />;

  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: paths.list, label: t("not_found.back") }} />
      <SimForm
        rows="many"
        defaultValues={{ sims: [emptySimRow()] }}
        submitLabel={t("actions.save")}
        otherPath={can(user, "sim.edit") ? paths.detail : undefined}
        onCancel={() => navigate(paths.list)}
        onSave={async (sims) => {
          await create.mutateAsync(sims);
          notifySuccess(t("notifications.created"));
          navigate(paths.list);
        }}
      />
    </>
  );
}
