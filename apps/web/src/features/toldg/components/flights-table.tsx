import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { SurveyFlightInput } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

// Read by screen readers, not drawn: the column holds only icon buttons.
const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

interface FlightsTableProps {
  caption: string;
  flights: SurveyFlightInput[];
  /** The entry being edited is marked; the others keep their buttons. */
  editing?: number | null;
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
}

/** The survey's flight entries (editable) or the stored flights of the answer (read-only). */
export function FlightsTable({ caption, flights, editing, onEdit, onRemove }: FlightsTableProps) {
  const { t } = useTranslation("toldg", { keyPrefix: "survey" });
  const actions = Boolean(onEdit || onRemove);
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t("fields.flight_date")}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              <abbr title={t("fields.to_number")}>{t("fields.to_short")}</abbr>
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              <abbr title={t("fields.ldg_number")}>{t("fields.ldg_short")}</abbr>
            </TableCell>
            {actions ? (
              <TableCell align="right">
                <span style={VISUALLY_HIDDEN}>{t("flights.actions")}</span>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {flights.map((flight, index) => (
            <TableRow key={flight.flight_date} selected={editing === index}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(flight.flight_date)}</TableCell>
              <TableCell align="right">{flight.to_number}</TableCell>
              <TableCell align="right">{flight.ldg_number}</TableCell>
              {actions ? (
                <TableCell align="right" sx={{ whiteSpace: "nowrap", py: 0 }}>
                  {onEdit ? (
                    <IconButton
                      size="small"
                      aria-label={t("actions.edit_flight", { date: formatDate(flight.flight_date) })}
                      onClick={() => onEdit(index)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                  {onRemove ? (
                    <IconButton
                      size="small"
                      aria-label={t("actions.remove_flight", { date: formatDate(flight.flight_date) })}
                      onClick={() => onRemove(index)}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
