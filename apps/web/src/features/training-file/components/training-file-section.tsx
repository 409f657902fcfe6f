import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  can,
  isInspector,
  LINE_TRAINING_TYPE_NAMES,
  type LineTrainingType,
  TRAINING_FILE_PAGE_SIZES,
  type TrainingFileItem,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FileLink } from "../../../components/file-link";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { ListView } from "../../../components/list/list-view";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import { type Area, trainingRecordPaths } from "../../../components/training-record/paths";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { useNumbers } from "../../../lib/use-numbers";
import { eventReportPaths } from "../../event-report";
import { lineCheckPaths } from "../../line-check";
import { simFormPath } from "../../sim-form";
import { downloadPilotArchive, downloadTrainingFile, trainingFileTimelineQuery } from "../api";

/** The record's own page in this area, where it has one. */
function recordPath(item: TrainingFileItem, area: Area): string | null {
  switch (item.kind) {
    case "training_flight":
    case "base_training":
    case "theory_test":
    case "progress_theory":
      return trainingRecordPaths.detail(item.kind, area, item.id, "view");
    case "sim_form":
      return simFormPath(area, item.id);
    case "line_check":
      return lineCheckPaths(area).detail(item.id);
    case "line_training":
      return `/${area}/line-training`;
    case "event_report":
      // The pilot reads their event reports in the table above; the page is the admin area's.
      return area === "admin" ? eventReportPaths.detail(item.id) : null;
  }
}

/** A record's status chip in the colour of its approval (the trainee's, or the workflow's last stage). */
const APPROVAL_COLORS = { approved: "success", pending: "warning", failed: "error" } as const;

interface TrainingFileSectionProps {
  pilot: { id: number; fleet: string | null; full_name: string };
  area: Area;
}

/**
 * The pilot's training file under the profile: every record in time
 * order, newest first, with its status and approval and a link to it, and the whole file as one PDF.
 */
export function TrainingFileSection({ pilot, area }: TrainingFileSectionProps) {
  const { t } = useTranslation("training-file");
  const { user } = useAuth();
  const numbers = useNumbers();
  const labels = useTrainingFlightLabels();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TRAINING_FILE_PAGE_SIZES[0]);
  const { t: tc } = useTranslation("common");
  const allowed = can(user, "training_file.view", { id: pilot.id, fleet: pilot.fleet });
  // An inspector has no record pages: each record's files are linked here instead.
  const inspector = isInspector(user);
  const timeline = useQuery({
    ...trainingFileTimelineQuery(pilot.id, page, pageSize, inspector),
    enabled: allowed,
  });
  const download = useMutation({
    mutationFn: () => downloadTrainingFile(pilot.id),
    onSuccess: () => notifySuccess(t("downloaded")),
  });
  const archive = useMutation({
    mutationFn: () => downloadPilotArchive(pilot.id),
    onSuccess: () => notifySuccess(t("archive_downloaded")),
  });
  if (!allowed) return null;

  const typeOf = (item: TrainingFileItem) =>
    item.type === null
      ? null
      : item.kind === "training_flight"
        ? labels.flightType(item.type)
        : item.kind === "line_training"
          ? (LINE_TRAINING_TYPE_NAMES[item.type as LineTrainingType] ?? String(item.type))
          : null;

  /** The link to each record's own page in this area. */
  const openColumn: ListColumn<TrainingFileItem> = {
    key: "open",
    header: t("columns.open"),
    render: (row) => {
      const to = recordPath(row, area);
      return to ? (
        <Link
          component={RouterLink}
          to={to}
          aria-label={t("open_record", { kind: t(`kinds.${row.kind}`), date: formatDate(row.date) })}
        >
          {t("columns.open")}
        </Link>
      ) : null;
    },
  };

  /** Each record's stored files, each opening in a new tab (and logged for an inspector). */
  const filesColumn: ListColumn<TrainingFileItem> = {
    key: "files",
    header: t("columns.files"),
    render: (row) =>
      row.files?.length ? (
        <Box sx={{ display: "grid", gap: 0.5, justifyItems: "start" }}>
          {row.files.map((file) => (
            <FileLink
              key={file.url}
              url={file.url}
              name={file.name}
              aria-label={t("open_file", {
                name: file.name,
                kind: t(`kinds.${row.kind}`),
                date: formatDate(row.date),
              })}
            />
          ))}
        </Box>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          {t("no_files")}
        </Typography>
      ),
  };

  const columns: ListColumn<TrainingFileItem>[] = [
    { key: "date", header: t("columns.date"), render: (row) => formatDate(row.date), nowrap: true },
    {
      key: "kind",
      header: t("columns.kind"),
      title: true,
      render: (row) => {
        const type = typeOf(row);
        return (
          <>
            {t(`kinds.${row.kind}`)}
            {type ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${type}`}
              </Typography>
            ) : null}
          </>
        );
      },
    },
    {
      key: "status",
      header: t("columns.status"),
      render: (row) => (
        <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
          {row.kind === "event_report" ? null : (
            <Chip
              size="small"
              color={row.approval ? APPROVAL_COLORS[row.approval] : "default"}
              variant={row.approval === "approved" ? "filled" : "outlined"}
              label={t(`statuses.${row.kind}.${row.status}`)}
            />
          )}
          {row.result ? (
            <Chip
              size="small"
              color={row.result === "passed" ? "success" : "error"}
              variant="outlined"
              label={t(`results.${row.result}`)}
            />
          ) : null}
          {row.score !== null ? (
            <Chip
              size="small"
              variant="outlined"
              color={(row.kind === "event_report" ? row.score > 0 : row.score < 3) ? "error" : "default"}
              label={t(row.kind === "event_report" ? "minus_point" : "overall", {
                score: numbers.format(row.score),
              })}
            />
          ) : null}
          {/* Named in words on a neutral chip: the text, not a colour, says where it came from. */}
          {row.imported ? <Chip size="small" variant="outlined" label={t("imported")} /> : null}
        </Box>
      ),
    },
    {
      key: "detail",
      header: t("columns.detail"),
      render: (row) => [row.instructor_name, row.summary].filter(Boolean).join(" · "),
    },
    // An inspector reads the file here, not the records' own pages, with their files.
    inspector ? filesColumn : openColumn,
  ];

  const rows = timeline.data?.training_file ?? [];
  const total = timeline.data?.total ?? 0;
  const message = timeline.isError ? (
    <ListFailed
      error={timeline.error}
      retrying={timeline.isFetching}
      onRetry={() => void timeline.refetch()}
    />
  ) : timeline.data && rows.length === 0 ? (
    <ListEmpty text={t("empty")} />
  ) : null;
  const pagination =
    total > 0 ? (
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...TRAINING_FILE_PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(1);
        }}
        labelRowsPerPage={tc("list.rows_per_page")}
        labelDisplayedRows={({ from, to, count }) => tc("list.displayed", { from, to, count })}
        sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", pl: 2 } }}
      />
    ) : null;

  return (
    // minWidth 0: as a grid item the section would otherwise widen the page to the table's width.
    <Box component="section" aria-labelledby="training-file-title" sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          flexWrap: "wrap",
          mb: 1.5,
        }}
      >
        <Box>
          <Typography id="training-file-title" variant="h6" component="h2" sx={{ fontWeight: 500 }}>
            {t("title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("subtitle")}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="outlined"
            startIcon={archive.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
            disabled={archive.isPending}
            aria-busy={archive.isPending}
            onClick={() => archive.mutate()}
          >
            {archive.isPending ? t("archive_downloading") : t("archive_download")}
          </Button>
          <Button
            variant="contained"
            startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t("downloading") : t("download")}
          </Button>
        </Box>
      </Box>
      <ListView
        caption={t("caption", { name: pilot.full_name })}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        skeletonRows={timeline.isPending ? 3 : undefined}
        refreshing={timeline.isPlaceholderData}
        message={message}
        footer={pagination}
      />
    </Box>
  );
}
