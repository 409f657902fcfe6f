import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import ErrorIcon from "@mui/icons-material/Error";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { SimPilotForm, SimPilotOrder, SimSession } from "@trms/shared";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { ListColumn } from "../../../components/list/list-column";
import { LongText } from "../../../components/list/long-text";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { formatSimDateTime } from "../../../lib/dates";
import { isSimFormMarked } from "../../../lib/sim-session";

interface SimColumnsOptions {
  t: TFunction<"sim">;
  /** The detail (edit) screen of a session, when the caller may edit. */
  editPath?: (id: number) => string;
  onDelete?: (session: SimSession) => void;
  /** Each pilot's cell in full (the SIM form feature's cell with its actions), instead of name and status. */
  pilotCell?: (session: SimSession, order: SimPilotOrder) => ReactNode;
  /** Columns placed after the pilots (the downloaded column for holders of SET_SIM_FLAG). */
  afterPilots?: ListColumn<SimSession>[];
}

/** "Name (crew code)", or the crew code alone for a seat without a person (the placeholder 0000). */
const personLabel = (crewCode: string, name: string | null) => (name ? `${name} (${crewCode})` : crewCode);

/** One session of the row: when, where and who instructs it. */
interface SessionCellProps {
  dateTime: string;
  place: string;
  name: string | null;
  crewCode: string;
}

function SessionCell({ dateTime, place, name, crewCode }: SessionCellProps) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Box sx={{ fontWeight: 500, whiteSpace: "nowrap" }}>{formatSimDateTime(dateTime)}</Box>
      <Typography variant="body2" color="text.secondary" component="div">
        {place}
      </Typography>
      <Typography variant="body2" component="div">
        {personLabel(crewCode, name)}
      </Typography>
    </Box>
  );
}

/** One pilot of the row with the status of their form; the red mark also has a named icon. */
function PilotCell({ pilot, t }: { pilot: SimPilotForm; t: TFunction<"sim"> }) {
  const marked = isSimFormMarked(pilot);
  return (
    <Box sx={{ minWidth: 150 }}>
      <Box>{personLabel(pilot.pilot_crew_code, pilot.pilot_name)}</Box>
      <Box sx={{ mt: 0.5, display: "flex", alignItems: "center", gap: 0.5 }}>
        <SimFormStatusChip status={pilot.form_status} />
        {marked ? <ErrorIcon color="error" fontSize="small" titleAccess={t("list.marked")} /> : null}
      </Box>
    </Box>
  );
}

/** The SIM list's columns: both sessions, both pilots with their form status, and the row's actions. */
export function simColumns({
  t,
  editPath,
  onDelete,
  pilotCell,
  afterPilots = [],
}: SimColumnsOptions): ListColumn<SimSession>[] {
  const columns: ListColumn<SimSession>[] = [
    {
      key: "session_a",
      header: t("fields.session_a"),
      title: true,
      render: (row) => (
        <SessionCell
          dateTime={row.sessiona_date_time}
          place={row.sessiona_place}
          name={row.sima_instructor_name}
          crewCode={row.sima_instructor_crew_code}
        />
      ),
    },
    {
      key: "session_b",
      header: t("fields.session_b"),
      render: (row) => (
        <SessionCell
          dateTime={row.sessionb_date_time}
          place={row.sessionb_place}
          name={row.simb_instructor_name}
          crewCode={row.simb_instructor_crew_code}
        />
      ),
    },
    {
      key: "first_pilot",
      header: t("fields.first_pilot"),
      render: (row) => (pilotCell ? pilotCell(row, 1) : <PilotCell pilot={row.first_pilot} t={t} />),
    },
    {
      key: "second_pilot",
      header: t("fields.second_pilot"),
      render: (row) => (pilotCell ? pilotCell(row, 2) : <PilotCell pilot={row.second_pilot} t={t} />),
    },
    ...afterPilots,
    { key: "note", header: t("fields.note"), render: (row) => <LongText text={row.note} /> },
  ];
  if (editPath || onDelete) {
    columns.push({
      key: "actions",
      header: t("list.actions"),
      align: "right",
      menu: true,
      render: (row) => {
        const when = formatSimDateTime(row.sessiona_date_time);
        return (
          <Box sx={{ display: "flex", justifyContent: "flex-end", whiteSpace: "nowrap" }}>
            {editPath ? (
              <Tooltip title={t("actions.edit")}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={editPath(row.id)}
                  aria-label={t("row.edit", { date_time: when })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {onDelete ? (
              <Tooltip title={t("actions.delete")}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t("row.delete", { date_time: when })}
                  onClick={() => onDelete(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        );
      },
    });
  }
  return columns;
}
