import ErrorIcon from "@mui/icons-material/Error";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { SimPilotOrder, SimSession } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { onDemand } from "../../../components/on-demand";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { mapEntries } from "../../../components/workflow/workflow-menu";
import { WorkflowRowMenu } from "../../../components/workflow/workflow-row-menu";
import { useAuth } from "../../../lib/auth";
import { isSimFormMarked, simAreaOf } from "../../../lib/sim-session";
import { simFormPath } from "../paths";
import { dialogKey, FORM_DIALOG_OF, type FormDialogKind, formOf, rowFormActions } from "../record";
import { CaavStatusChip } from "./caav-status-chip";
import { formSubject, simDay } from "./subject";
import { useFormDialog } from "./use-form-dialog";

// A form's dialogs load when one is first opened from its menu.
const FormDialogs = onDemand(() => import("./form-dialogs").then((module) => module.FormDialogs));

const CERTIFICATE: FormDialogKind = { kind: "certificate" };

/** The menu text of each dialog entry. */
export function entryLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  entry: FormDialogKind,
) {
  return entry.kind === "upload" ? t(`menu.upload_${entry.order}`) : t(`menu.${entry.kind}`);
}

/**
 * One pilot of a SIM list row: who, the form status (opens the reset-status history),
 * the red mark, the CAAV status, a link to the form's page and the form's actions menu — its workflow
 * entries those of the actions the shared tables offer for this row (`simFormActions`).
 */
export function PilotFormCell({ session, order }: { session: SimSession; order: SimPilotOrder }) {
  const { t } = useTranslation(["sim-form", "sim"]);
  const { user } = useAuth();
  const form = formOf(session, order);
  const subject = formSubject(session, form);
  const actions = rowFormActions(user, session, order);
  const dialogs = useFormDialog();
  const marked = isSimFormMarked(form);
  const name = form.pilot_name ? `${form.pilot_name} (${form.pilot_crew_code})` : form.pilot_crew_code;
  const detail = simFormPath(simAreaOf(user), form.form_id);
  const statusName = t(`sim:form_status.${form.form_status}`);

  return (
    <Box sx={{ minWidth: 170 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={detail}
          aria-label={t("menu.detail_of", { name, date: simDay(session) })}
          sx={{ flexGrow: 1 }}
        >
          {name}
        </Link>
        <WorkflowRowMenu
          label={t("menu.label", { subject })}
          actions={actions}
          entries={mapEntries(FORM_DIALOG_OF, (entry) => ({
            key: dialogKey(entry),
            label: entryLabel(t as never, entry),
            danger: entry.kind === "reject",
            onSelect: () => dialogs.show(entry),
          }))}
          before={[
            { key: "detail", label: t("menu.detail"), to: detail },
            { key: "history", label: t("menu.history"), onSelect: () => dialogs.show({ kind: "history" }) },
          ]}
          after={
            form.elearning_completion
              ? [
                  {
                    key: "certificate",
                    label: entryLabel(t as never, CERTIFICATE),
                    onSelect: () => dialogs.show(CERTIFICATE),
                  },
                ]
              : []
          }
          divider
          // Kept beside its button inside the page's main landmark (as the account menu is), not in a
          // portal at the end of the page outside every landmark.
          disablePortal
        />
      </Box>
      <Box sx={{ mt: 0.5, display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap" }}>
        <SimFormStatusChip
          status={form.form_status}
          onClick={() => dialogs.show({ kind: "history" })}
          ariaLabel={t("reset_history.open", { status: statusName, subject })}
        />
        {marked ? <ErrorIcon color="error" fontSize="small" titleAccess={t("sim:list.marked")} /> : null}
        <CaavStatusChip status={form.caav_form_status} />
      </Box>
      <FormDialogs
        session={session}
        order={order}
        dialog={dialogs.dialog}
        open={dialogs.open}
        onClose={dialogs.close}
        subject={subject}
      />
    </Box>
  );
}
