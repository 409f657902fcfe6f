import ErrorIcon from "@mui/icons-material/Error";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { SimPilotOrder, SimSession } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { useAuth } from "../../../lib/auth";
import { isSimFormMarked, simAreaOf } from "../../../lib/sim-session";
import { simFormPath } from "../paths";
import { type FormDialogKind, formOf, menuEntries, rowFormActions } from "../record";
import { CaavStatusChip } from "./caav-status-chip";
import { FormDialogs } from "./form-dialogs";
import { formSubject, simDay } from "./subject";
import { useFormDialog } from "./use-form-dialog";

/** The menu text of each dialog entry. */
export function entryLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  entry: FormDialogKind,
) {
  return entry.kind === "upload" ? t(`menu.upload_${entry.order}`) : t(`menu.${entry.kind}`);
}

/**
 * One pilot of a SIM list row (issue 12): who, the form status (opens the reset-status history),
 * the red mark, the CAAV status, a link to the form's page and the form's actions menu — its entries
 * asked of the shared tables for this row.
 */
export function PilotFormCell({ session, order }: { session: SimSession; order: SimPilotOrder }) {
  const { t } = useTranslation(["sim-form", "sim"]);
  const { user } = useAuth();
  const form = formOf(session, order);
  const subject = formSubject(session, form);
  const actions = rowFormActions(user, session, order);
  const entries = menuEntries(actions, form.elearning_completion);
  const dialogs = useFormDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const marked = isSimFormMarked(form);
  const name = form.pilot_name ? `${form.pilot_name} (${form.pilot_crew_code})` : form.pilot_crew_code;
  const detail = simFormPath(simAreaOf(user), form.form_id);
  const close = () => setAnchor(null);
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
        <IconButton
          size="small"
          aria-label={t("menu.label", { subject })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        // Kept beside its button inside the page's main landmark (as the account menu is), not in a
        // portal at the end of the page outside every landmark.
        disablePortal
      >
        <MenuItem component={RouterLink} to={detail} onClick={close}>
          {t("menu.detail")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            dialogs.show({ kind: "history" });
          }}
        >
          {t("menu.history")}
        </MenuItem>
        {entries.length > 0 ? <Divider /> : null}
        {entries.map((entry) => (
          <MenuItem
            key={entry.kind === "upload" ? `upload-${entry.order}` : entry.kind}
            sx={entry.kind === "reject" ? { color: "error.main" } : undefined}
            onClick={() => {
              close();
              dialogs.show(entry);
            }}
          >
            {entryLabel(t as never, entry)}
          </MenuItem>
        ))}
      </Menu>
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
