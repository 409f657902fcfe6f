import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { type Area, trainingRecordPaths } from "../../../components/training-record/paths";
import { formatDate } from "../../../lib/dates";
import { concordanceRecordsQuery, type RecordsFilter } from "../api";

interface ConcordanceRecordsDialogProps {
  filter: RecordsFilter;
  area: Area;
  /** "Nguyễn Văn A (I0001) · 4. Landing", for the title. */
  title: string;
  onClose: () => void;
}

/** The graded training flights behind one instructor's figure, each opening the flight. */
export function ConcordanceRecordsDialog({ filter, area, title, onClose }: ConcordanceRecordsDialogProps) {
  const { t } = useTranslation("analytics");
  const records = useQuery(concordanceRecordsQuery(filter));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="records-title">
      <DialogTitle id="records-title">{t("records.title", { figure: title })}</DialogTitle>
      <DialogContent>
        {records.isError ? (
          <Typography color="error">{records.error.message}</Typography>
        ) : !records.data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Table size="small" aria-labelledby="records-title">
            <TableHead>
              <TableRow>
                <TableCell>{t("records.date")}</TableCell>
                <TableCell>{t("records.pilot")}</TableCell>
                <TableCell align="right">{t("records.score")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data.records.map((record) => (
                <TableRow key={record.training_flight_id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={trainingRecordPaths.detail("training_flight", area, record.training_flight_id)}
                    >
                      {formatDate(record.date_of_flight)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {record.full_name} ({record.crew_code})
                  </TableCell>
                  <TableCell align="right">{record.score}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("records.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
