import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { SimExcelCells, SimInput } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { MARKED_ROW } from "../../../components/list/list-styles";
import { formatSimDateTime } from "../../../lib/dates";

/** One row of the file as the preview holds it; `fixed` once the user has corrected it here. */
export interface ImportRow {
  row_number: number;
  sim: SimInput | null;
  errors: { field?: string; message: string; cell?: string }[];
  /** A bad row's cells as the file holds them (the server reads no session out of it). */
  cells?: SimExcelCells | null;
  fixed: boolean;
}

/** What a row shows: its session, or for a bad row the cells as read, names unknown. */
type RowView = SimExcelCells &
  Partial<
    Pick<SimInput, "first_pilot_name" | "second_pilot_name" | "sima_instructor_name" | "simb_instructor_name">
  >;

function viewOf(row: ImportRow): RowView | null {
  if (row.sim) return { ...row.sim, note: row.sim.note ?? "" };
  return row.cells ?? null;
}

/** The form's label of an API field of a row. */
const LABEL_OF: Record<string, string> = {
  first_pilot_crew_code: "fields.first_pilot",
  second_pilot_crew_code: "fields.second_pilot",
  sima_instructor_crew_code: "fields.sima_instructor",
  simb_instructor_crew_code: "fields.simb_instructor",
  sessiona_date_time: "fields.sessiona_date_time",
  sessiona_place: "fields.sessiona_place",
  sessionb_date_time: "fields.sessionb_date_time",
  sessionb_place: "fields.sessionb_place",
  note: "fields.note",
};

function Person({ code, name }: { code: string | undefined; name: string | null | undefined }) {
  if (!code) return null;
  return <Box>{name ? `${name} (${code})` : code}</Box>;
}

function Session({ view, letter }: { view: RowView; letter: "a" | "b" }) {
  const instructor = letter === "a" ? view.sima_instructor_crew_code : view.simb_instructor_crew_code;
  const name = letter === "a" ? view.sima_instructor_name : view.simb_instructor_name;
  const when = letter === "a" ? view.sessiona_date_time : view.sessionb_date_time;
  return (
    <>
      {/* A date-time the file holds but that is no date-time shows as typed. */}
      <Box sx={{ fontWeight: 500, whiteSpace: "nowrap" }}>{formatSimDateTime(when) || when}</Box>
      <Box sx={{ color: "text.secondary" }}>{letter === "a" ? view.sessiona_place : view.sessionb_place}</Box>
      <Person code={instructor} name={name} />
    </>
  );
}

interface ImportPreviewProps {
  rows: ImportRow[];
  onFix: (index: number) => void;
}

/**
 * The rows read from the file (the problems next to the row number, so they stay in view on a phone) before anything is stored: each bad row red, with its row number and
 * every reason, and a Fix button that corrects it in place.
 */
export function ImportPreview({ rows, onFix }: ImportPreviewProps) {
  const { t } = useTranslation("sim");
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table size="small" sx={{ minWidth: 900 }}>
        <caption style={{ captionSide: "top", textAlign: "left", padding: "12px 16px" }}>
          {t("import.caption")}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t("import.column_row")}</TableCell>
            <TableCell>{t("import.column_errors")}</TableCell>
            <TableCell>{t("fields.first_pilot")}</TableCell>
            <TableCell>{t("fields.second_pilot")}</TableCell>
            <TableCell>{t("fields.session_a")}</TableCell>
            <TableCell>{t("fields.session_b")}</TableCell>
            <TableCell>{t("fields.note")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const bad = row.errors.length > 0;
            const view = viewOf(row);
            return (
              <TableRow
                key={row.row_number}
                data-marked={bad ? "" : undefined}
                sx={bad ? MARKED_ROW : undefined}
              >
                <TableCell sx={{ color: "inherit" }}>{row.row_number}</TableCell>
                <TableCell sx={{ color: "inherit", minWidth: 220 }}>
                  {bad ? (
                    <Box sx={{ display: "grid", gap: 0.5 }}>
                      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {row.errors.map((error) => (
                          <li key={`${error.field ?? ""}:${error.message}`}>
                            {/* The sheet cell the error reads ("D4"), then its field. */}
                            {error.cell ? <strong>{t("import.cell", { cell: error.cell })} · </strong> : null}
                            {error.field && LABEL_OF[error.field] ? (
                              <strong>{t(LABEL_OF[error.field] as "fields.note")}: </strong>
                            ) : null}
                            {error.message}
                          </li>
                        ))}
                      </Box>
                      <Box>
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          startIcon={<EditIcon />}
                          onClick={() => onFix(index)}
                          aria-label={t("import.fix_row", { number: row.row_number })}
                        >
                          {t("import.fix")}
                        </Button>
                      </Box>
                    </Box>
                  ) : (
                    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                      <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                      {row.fixed ? t("import.row_fixed") : t("import.ok")}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ color: "inherit" }}>
                  <Person code={view?.first_pilot_crew_code} name={view?.first_pilot_name} />
                </TableCell>
                <TableCell sx={{ color: "inherit" }}>
                  <Person code={view?.second_pilot_crew_code} name={view?.second_pilot_name} />
                </TableCell>
                <TableCell sx={{ color: "inherit" }}>
                  {view ? <Session view={view} letter="a" /> : null}
                </TableCell>
                <TableCell sx={{ color: "inherit" }}>
                  {view ? <Session view={view} letter="b" /> : null}
                </TableCell>
                <TableCell sx={{ color: "inherit" }}>{view?.note ?? ""}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
