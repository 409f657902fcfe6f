import FileDownloadIcon from "@mui/icons-material/FileDownload";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { monthlyReportFileName } from "@trms/shared";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { airlineToday } from "../../lib/dates";
import { downloadApiFile } from "../../lib/download";
import { notifyError } from "../../lib/notify";

/** The monthly accumulated report's call (part1 §7): a PDF by GET, for one month (YYYY-MM). */
export const MONTHLY_REPORT_PATH = "flt_training/monthly_report";

/**
 * Downloads the monthly accumulated report of the current month, saved under the name the server
 * gives it (`Monthly report DD-MM-YYYY.pdf`, dated in the airline's time zone).
 */
export async function exportMonthlyReport(today: dayjs.Dayjs = dayjs(airlineToday())): Promise<void> {
  await downloadApiFile(MONTHLY_REPORT_PATH, new URLSearchParams({ month: today.format("YYYY-MM") }), {
    fallback: monthlyReportFileName(today.toDate()),
  });
}

interface ExportButtonProps {
  /** What the button runs; the monthly report of the current month unless told otherwise. */
  run?: () => Promise<void>;
}

/** The FOT Export button (role admin, part1 §6): any failure reads "Can not export accumulated data" (§8). */
export function ExportButton({ run = () => exportMonthlyReport() }: ExportButtonProps) {
  const { t } = useTranslation("fot");
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      notifyError(t("export.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FileDownloadIcon />}
      disabled={busy}
      onClick={start}
    >
      {t("export.button")}
    </Button>
  );
}
