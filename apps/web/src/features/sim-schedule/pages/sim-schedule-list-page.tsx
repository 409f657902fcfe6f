import DownloadIcon from "@mui/icons-material/Download";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useQuery } from "@tanstack/react-query";
import { can, type SimScheduleEntry } from "@trms/shared";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ActionButton } from "../../../components/form/action-button";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { fileNameOfUrl } from "../../../lib/file-name";
import { notifyError } from "../../../lib/notify";
import { downloadSimSchedule, simScheduleQuery } from "../api";
import { useAreaPrefix } from "../area";

/** The monthly SIM schedule (part2 §2): index, month, file link and download; loaded on opening. */
export function SimScheduleListPage() {
  const { t } = useTranslation("sim-schedule");
  const { user: actor } = useAuth();
  const area = useAreaPrefix();
  const schedule = useQuery(simScheduleQuery());
  const [downloading, setDownloading] = useState<number | null>(null);
  if (!actor) return null;

  const download = async (entry: SimScheduleEntry) => {
    setDownloading(entry.id);
    try {
      await downloadSimSchedule(entry);
    } catch {
      // The spec's wording for a schedule download that is not OK (part2 §8).
      notifyError(t("download.failed"));
    } finally {
      setDownloading(null);
    }
  };

  const rows = schedule.data;
  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          can(actor, "sim_schedule.upload") ? (
            <Button
              component={RouterLink}
              to={`${area}/sim-schedule-upload`}
              variant="contained"
              startIcon={<UploadFileIcon />}
            >
              {t("actions.upload")}
            </Button>
          ) : null
        }
      />
      {schedule.isError ? (
        <ListFailed
          error={schedule.error}
          retrying={schedule.isFetching}
          onRetry={() => void schedule.refetch()}
        />
      ) : !rows ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <ListEmpty text={t("list.empty")} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
          <Table size="small" aria-label={t("list.caption")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("fields.index")}</TableCell>
                <TableCell>{t("fields.sim_month")}</TableCell>
                <TableCell>{t("fields.sim_file")}</TableCell>
                <TableCell align="right">{t("fields.download")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry, index) => {
                const month = dayjs(`${entry.sim_month}-01`).format("MM/YYYY");
                return (
                  <TableRow key={entry.id} hover>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap", fontWeight: 500 }}>{month}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>
                      <Link href={entry.sim_file} target="_blank" rel="noopener" title={entry.file_name}>
                        {fileNameOfUrl(entry.sim_file)}
                      </Link>
                    </TableCell>
                    <TableCell align="right">
                      <ActionButton
                        size="small"
                        variant="outlined"
                        startIcon={<DownloadIcon />}
                        pending={downloading === entry.id}
                        onClick={() => download(entry)}
                        aria-label={t("actions.download_named", { month })}
                      >
                        {t("actions.download")}
                      </ActionButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
