import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useQuery } from "@tanstack/react-query";
import { can, SIM_SESSION_ENTITY } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ImportedNote } from "../../../components/imported-note";
import { notSynced, SyncedAt } from "../../../components/list/synced-at";
import { PageHeader } from "../../../components/page-header";
import { RecordNotFound, RecordNotSynced } from "../../../components/training-record/record-not-found";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { readSimId, simAreaOf, simPaths } from "../../../lib/sim-session";
import { simDetailQuery } from "../../../lib/sim-session-query";
import { useDeleteSim, useUpdateSim } from "../api";
import { SimForm } from "../components/sim-form";
import { simRowOf } from "../form-values";

/** /admin/sim/detail/:id and its pilot-area twin: edit one session (EDIT_SIM) or delete it (DELETE_SIM). */
export function SimDetailPage() {
  const { t } = useTranslation("sim");
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = readSimId(useParams().id);
  const paths = simPaths(simAreaOf(user));
  const allowed = can(user, "sim.edit");
  const detail = useQuery({ ...simDetailQuery(id ?? 0), enabled: allowed && id !== null });
  const update = useUpdateSim();
  const remove = useDeleteSim();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (!allowed) return <Navigate to={paths.list} replace />;
  if (id === null || detail.isError) {
    return <RecordNotFound to={paths.list} text={t("not_found.text")} backLabel={t("not_found.back")} />;
  }
  const session = detail.data;
  if (notSynced(detail)) return <RecordNotSynced to={paths.list} backLabel={t("not_found.back")} />;

  return (
    <>
      <PageHeader
        title={t("titles.edit")}
        back={{ to: paths.list, label: t("not_found.back") }}
        actions={
          session && can(user, "sim.delete") ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirmDelete(true)}
            >
              {t("actions.delete")}
            </Button>
          ) : null
        }
      />
      <SyncedAt at={detail.dataUpdatedAt} />
      <ImportedNote imported={session?.imported} sx={{ mb: 2 }} />
      {session ? (
        <SimForm
          key={session.id}
          rows="one"
          defaultValues={{ sims: [simRowOf(session)] }}
          sessionId={session.id}
          submitLabel={t("actions.update")}
          confirm={{
            title: t("confirm.update_title"),
            message: t("confirm.update_message"),
            confirmLabel: t("actions.update"),
          }}
          otherPath={paths.detail}
          onCancel={() => navigate(paths.list)}
          onSave={async ([sim]) => {
            if (!sim) return;
            await update.mutateAsync({ ...sim, id: session.id });
            notifySuccess(t("notifications.updated"));
            navigate(paths.list);
          }}
        />
      ) : (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("common:list.loading")} />
        </Box>
      )}
      {session ? <AuditTrailPanel entity={SIM_SESSION_ENTITY} id={session.id} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notifySuccess(t("notifications.deleted"));
              setConfirmDelete(false);
              navigate(paths.list, { replace: true });
            },
          })
        }
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
