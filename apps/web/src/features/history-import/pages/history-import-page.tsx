import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  IMPORT_ACTIONS,
  IMPORT_FILE_KIND_KEYS,
  IMPORT_KIND_KEYS,
  IMPORT_KINDS,
  IMPORT_ROW_KINDS,
  IMPORT_RUNNING_STATUSES,
  IMPORT_ZIP_MAX_BYTES,
  type ImportAction,
  type ImportBatch,
  type ImportKindKey,
  type ImportRow,
  type ImportStatus,
  importColumnLabel,
  type Language,
} from "@trms/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { SubmitButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { SectionCard } from "../../../components/form/section-card";
import { UploadProgress } from "../../../components/form/upload-progress";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { ListPages } from "../../../components/list/list-pages";
import { ListView } from "../../../components/list/list-view";
import { PageHeader } from "../../../components/page-header";
import { ApiError, failureMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/dates";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  batchesQuery,
  batchQuery,
  downloadEverything,
  downloadExportFiles,
  downloadProblems,
  downloadTemplate,
  IMPORT_PAGE_SIZE,
  importKeys,
  rowsQuery,
  useBatchAction,
  usePreviewImport,
} from "../api";

const ACTION_COLORS: Record<ImportAction, "success" | "primary" | "default" | "error"> = {
  create: "success",
  update: "primary",
  unchanged: "default",
  problem: "error",
};
const STATUS_COLORS: Record<ImportStatus, "primary" | "success" | "default" | "info" | "error"> = {
  checking: "info",
  previewed: "primary",
  committing: "info",
  committed: "success",
  undoing: "info",
  undone: "default",
  failed: "error",
};

/** A running job's step and rows done, as a bar; the batch is read again until the job is over. */
function JobProgress({ batch }: { batch: ImportBatch }) {
  const { t } = useTranslation("history-import");
  if (!(IMPORT_RUNNING_STATUSES as readonly string[]).includes(batch.status)) return null;
  const { done = 0, total = 0 } = batch.progress ?? {};
  const label = t("progress", { step: t(`status.${batch.status}`), done, total });
  return (
    <Box sx={{ display: "grid", gap: 0.5 }}>
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
      <LinearProgress
        variant={total > 0 ? "determinate" : "indeterminate"}
        value={total > 0 ? (done / total) * 100 : undefined}
        aria-label={label}
      />
    </Box>
  );
}

/** Each kind's template, as a workbook with its lists and notes or as CSV. */
function Templates() {
  const { t, i18n } = useTranslation("history-import");
  const language = i18n.language as Language;
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (kind: ImportKindKey | "all", format: "xlsx" | "csv" | "export" | "files") => {
    setBusy(`${kind}.${format}`);
    try {
      if (format === "files") await downloadExportFiles(kind === "all" ? undefined : kind);
      else await (kind === "all" ? downloadEverything() : downloadTemplate(kind, format));
    } catch (error) {
      notifyError(failureMessage(error, t("errors.download_failed")));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {IMPORT_KIND_KEYS.map((kind) => (
        <Box key={kind} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>
            {IMPORT_KINDS[kind].sheet[language]}
          </Typography>
          <Typography color="text.secondary" sx={{ flexBasis: { xs: "100%", md: 0 }, flexGrow: 1 }}>
            {t(`kinds.${kind}`)}
          </Typography>
          {(IMPORT_FILE_KIND_KEYS.includes(kind)
            ? (["xlsx", "csv", "export", "files"] as const)
            : (["xlsx", "csv", "export"] as const)
          ).map((format) => (
            <Button
              key={format}
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              disabled={busy !== null}
              onClick={() => void save(kind, format)}
              aria-label={`${t(`actions.template_${format}`)}: ${IMPORT_KINDS[kind].sheet[language]}`}
            >
              {t(`actions.template_${format}`)}
            </Button>
          ))}
        </Box>
      ))}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t("export_everything_hint")}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void save("all", "export")}
        >
          {t("actions.export_everything")}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void save("all", "files")}
        >
          {t("actions.export_every_file")}
        </Button>
      </Box>
    </Box>
  );
}

/** The upload of a filled template for a dry run, with its progress. */
function UploadForm({ onPreviewed }: { onPreviewed: (batch: ImportBatch) => void }) {
  const { t } = useTranslation("history-import");
  const preview = usePreviewImport();
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      const batch = await preview.mutateAsync({ file, zip, onProgress: setProgress });
      notifySuccess(
        batch.problems > 0
          ? t("notifications.previewed_problems", { count: batch.problems })
          : t("notifications.previewed"),
      );
      setFile(null);
      setZip(null);
      onPreviewed(batch);
    } catch {
      // The refusal is shown under the field.
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2, maxWidth: 720 }}>
      <Typography color="text.secondary">{t("upload_hint")}</Typography>
      {preview.isError ? (
        <Alert severity="error">{failureMessage(preview.error, t("errors.preview_failed"))}</Alert>
      ) : null}
      <FileField
        label={t("fields.file")}
        required
        kind="sheet"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          preview.reset();
        }}
        hint={t("fields.file_hint")}
        wrongTypeMessage={t("errors.not_sheet")}
        buttonLabels={{ choose: t("actions.choose"), replace: t("actions.replace") }}
        error={missing && !file ? t("errors.file_required") : undefined}
      />
      <FileField
        label={t("fields.zip")}
        kind="zip"
        maxBytes={IMPORT_ZIP_MAX_BYTES}
        value={zip}
        onChange={(chosen) => {
          setZip(chosen);
          preview.reset();
        }}
        hint={t("fields.zip_hint")}
        wrongTypeMessage={t("errors.not_zip")}
        buttonLabels={{ choose: t("actions.choose_zip"), replace: t("actions.replace_zip") }}
      />
      <UploadProgress value={progress} />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <SubmitButton pending={preview.isPending}>{t("actions.preview")}</SubmitButton>
      </Box>
    </Box>
  );
}

/** A kind's place among an import's rows: crew first, the ZIP's files last. */
const rowKindOrder = (kind: string) => (IMPORT_ROW_KINDS as readonly string[]).indexOf(kind);

/** What each kind's rows do or did: create, update, unchanged, problem. */
function Counts({ batch }: { batch: ImportBatch }) {
  const { t, i18n } = useTranslation("history-import");
  const language = i18n.language as Language;
  return (
    <Box component="dl" sx={{ display: "grid", gap: 1, m: 0 }}>
      {Object.entries(batch.kinds)
        // In the order the import runs them (the database keeps its own order of keys).
        .sort(([a], [b]) => rowKindOrder(a) - rowKindOrder(b))
        .map(([kind, counts]) => (
          <Box key={kind} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 600, minWidth: 120 }}>
              {IMPORT_KINDS[kind as ImportKindKey]?.sheet[language] ?? t("zip_files")}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
              {IMPORT_ACTIONS.map((action) => (
                <Chip
                  key={action}
                  size="small"
                  variant={counts[action] > 0 ? "filled" : "outlined"}
                  color={counts[action] > 0 ? ACTION_COLORS[action] : "default"}
                  label={t(`counts.${action}`, { count: counts[action] })}
                />
              ))}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

/** Why an undo was refused: each later record that depends on the batch, by crew code. */
function Blockers({ error }: { error: unknown }) {
  const { t } = useTranslation("history-import");
  if (!error) return null;
  return (
    <Alert severity="error">
      <AlertTitle>{failureMessage(error, t("errors.action_failed"))}</AlertTitle>
      {error instanceof ApiError && error.details.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {error.details.map((detail) => (
            <li key={`${detail.path}-${detail.message}`}>{detail.message}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

/** Once a batch's job is over (it was seen running and is not now), its rows and the history are read again. */
function useJobOver(status: ImportStatus | undefined) {
  const client = useQueryClient();
  const seenRunning = useRef(false);
  useEffect(() => {
    const running = status !== undefined && (IMPORT_RUNNING_STATUSES as readonly string[]).includes(status);
    if (running) seenRunning.current = true;
    else if (seenRunning.current && status !== undefined) {
      seenRunning.current = false;
      void client.invalidateQueries({ queryKey: importKeys.all });
    }
  }, [status, client]);
}

/** One import: its counts, its rows (or only its problems), and its commit or undo. */
function BatchView({ id }: { id: number }) {
  const { t, i18n } = useTranslation("history-import");
  const language = i18n.language as Language;
  const columnLabel = (key: string) => importColumnLabel(key, language);
  const batch = useQuery(batchQuery(id));
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const rows = useQuery(rowsQuery(id, problemsOnly, page));
  const commit = useBatchAction("commit");
  const undo = useBatchAction("undo");
  useJobOver(batch.data?.status);
  const [confirming, setConfirming] = useState<"commit" | "undo" | null>(null);
  if (batch.isError)
    return (
      <ListFailed error={batch.error} retrying={batch.isFetching} onRetry={() => void batch.refetch()} />
    );
  if (!batch.data) return <Typography color="text.secondary">{t("loading")}</Typography>;
  const current = batch.data;
  const columns: ListColumn<ImportRow>[] = [
    { key: "key", header: t("columns.key"), title: true, nowrap: true, render: (row) => row.key || "—" },
    {
      key: "sheet",
      header: t("columns.place"),
      nowrap: true,
      render: (row) => t("place", { sheet: row.sheet, row: row.row }),
    },
    {
      key: "action",
      header: t("columns.action"),
      render: (row) => (
        <Chip size="small" color={ACTION_COLORS[row.action]} label={t(`actions_of_rows.${row.action}`)} />
      ),
    },
    {
      key: "problems",
      header: t("columns.problems"),
      render: (row) =>
        row.problems.length === 0 ? (
          "—"
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.problems.map((problem) => (
              <li key={`${problem.column}-${problem.message}`}>
                {problem.column ? `${columnLabel(problem.column)}: ` : ""}
                {problem.message}
              </li>
            ))}
          </Box>
        ),
    },
  ];
  const message = rows.isError ? (
    <ListFailed error={rows.error} retrying={rows.isFetching} onRetry={() => void rows.refetch()} />
  ) : rows.data && rows.data.rows.length === 0 ? (
    <ListEmpty text={problemsOnly ? t("no_problems") : t("no_rows")} />
  ) : null;
  const run = async (action: "commit" | "undo") => {
    const mutation = action === "commit" ? commit : undo;
    try {
      const batch = await mutation.mutateAsync(id);
      notifySuccess(
        (IMPORT_RUNNING_STATUSES as readonly string[]).includes(batch.status)
          ? t("notifications.running")
          : t(`notifications.${action === "commit" ? "committed" : "undone"}`),
      );
    } catch {
      // Shown above the rows, with what blocks it.
    } finally {
      setConfirming(null);
    }
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography>
        {t("batch_line", {
          file: current.file_name,
          by: current.created_by,
          at: formatDateTime(current.created_at),
        })}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Chip size="small" color={STATUS_COLORS[current.status]} label={t(`status.${current.status}`)} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          SHA-256 {current.sha256}
        </Typography>
      </Box>
      <JobProgress batch={current} />
      {current.failure ? (
        <Alert severity="error">
          <AlertTitle>{current.failure.message}</AlertTitle>
          {current.failure.details.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {current.failure.details.map((detail) => (
                <li key={`${detail.path}-${detail.message}`}>{detail.message}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Counts batch={current} />
      {current.status === "previewed" && current.problems > 0 ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() =>
                void downloadProblems(id, current.file_name).catch((error: unknown) =>
                  notifyError(failureMessage(error, t("errors.download_failed"))),
                )
              }
            >
              {t("actions.download_problems")}
            </Button>
          }
          sx={{ flexWrap: "wrap", "& .MuiAlert-action": { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: "auto" } } }}
        >
          {t("has_problems", { count: current.problems })}
        </Alert>
      ) : null}
      <Blockers error={commit.error ?? undo.error} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <FormControlLabel
          control={
            <Switch
              checked={problemsOnly}
              onChange={(event) => {
                setProblemsOnly(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={t("problems_only")}
          sx={{ flexGrow: 1 }}
        />
        {current.status === "previewed" ? (
          <Button variant="contained" disabled={current.problems > 0} onClick={() => setConfirming("commit")}>
            {t("actions.commit")}
          </Button>
        ) : null}
        {current.status === "committed" ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming("undo")}>
            {t("actions.undo")}
          </Button>
        ) : null}
      </Box>
      <ListView
        caption={t("sections.rows")}
        columns={columns}
        rows={rows.data?.rows ?? []}
        rowKey={(row) => `${row.sheet}-${row.row}`}
        marked={(row) => row.action === "problem"}
        skeletonRows={rows.isPending ? 3 : undefined}
        refreshing={rows.isPlaceholderData}
        message={message}
        footer={
          rows.data?.total ? (
            <ListPages total={rows.data.total} page={page} pageSize={IMPORT_PAGE_SIZE} onPage={setPage} />
          ) : undefined
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "undo" ? t("confirm.undo_title") : t("confirm.commit_title")}
        message={
          confirming === "undo"
            ? t("confirm.undo_message", { file: current.file_name })
            : t("confirm.commit_message", { file: current.file_name })
        }
        confirmLabel={confirming === "undo" ? t("actions.undo") : t("actions.commit")}
        cancelLabel={t("actions.cancel")}
        destructive={confirming === "undo"}
        busy={commit.isPending || undo.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? run(confirming) : undefined)}
      />
    </Box>
  );
}

/** Every import, newest first; each opens its rows. */
function BatchHistory({ open }: { open: (id: number) => void }) {
  const { t } = useTranslation("history-import");
  const [page, setPage] = useState(1);
  const batches = useQuery(batchesQuery(page));
  const columns: ListColumn<ImportBatch>[] = [
    { key: "file", header: t("columns.file"), title: true, render: (batch) => batch.file_name },
    { key: "at", header: t("columns.at"), nowrap: true, render: (batch) => formatDateTime(batch.created_at) },
    { key: "by", header: t("columns.by"), render: (batch) => batch.created_by },
    {
      key: "status",
      header: t("columns.status"),
      render: (batch) => (
        <Chip size="small" color={STATUS_COLORS[batch.status]} label={t(`status.${batch.status}`)} />
      ),
    },
    {
      key: "rows",
      header: t("columns.rows"),
      render: (batch) => {
        const all = Object.values(batch.kinds);
        const sum = (action: ImportAction) => all.reduce((total, counts) => total + counts[action], 0);
        return t("rows_summary", { create: sum("create"), update: sum("update"), problem: sum("problem") });
      },
    },
    {
      key: "open",
      header: t("columns.actions"),
      menu: true,
      render: (batch) => (
        <Button
          size="small"
          onClick={() => open(batch.id)}
          aria-label={`${t("actions.open")}: ${batch.file_name}`}
        >
          {t("actions.open")}
        </Button>
      ),
    },
  ];
  const message = batches.isError ? (
    <ListFailed error={batches.error} retrying={batches.isFetching} onRetry={() => void batches.refetch()} />
  ) : batches.data && batches.data.batches.length === 0 ? (
    <ListEmpty text={t("no_batches")} />
  ) : null;
  return (
    <ListView
      caption={t("sections.batches")}
      columns={columns}
      rows={batches.data?.batches ?? []}
      rowKey={(batch) => batch.id}
      skeletonRows={batches.isPending ? 2 : undefined}
      refreshing={batches.isPlaceholderData}
      message={message}
      footer={
        batches.data?.total ? (
          <ListPages total={batches.data.total} page={page} pageSize={IMPORT_PAGE_SIZE} onPage={setPage} />
        ) : undefined
      }
    />
  );
}

/**
 * `/admin/import`: an airline's history in. Templates to fill, a dry run of the filled file with
 * every problem where it is, the commit of a clean one, and the history of imports with their undo.
 * The import open is named in the address (`?batch=`), so a reload or a link comes back to it.
 */
export function HistoryImportPage() {
  const { t } = useTranslation("history-import");
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get("batch")) || null;
  const open = (id: number) => setParams({ batch: String(id) });
  return (
    <>
      <PageHeader title={t("title")} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("intro")}
      </Typography>
      <Box sx={{ display: "grid", gap: 3 }}>
        <SectionCard title={t("sections.templates")}>
          <Templates />
        </SectionCard>
        <SectionCard title={t("sections.upload")}>
          <UploadForm onPreviewed={(batch) => open(batch.id)} />
        </SectionCard>
        {opened ? (
          <SectionCard title={t("sections.preview")}>
            <BatchView key={opened} id={opened} />
          </SectionCard>
        ) : null}
        <SectionCard title={t("sections.history")}>
          <BatchHistory open={open} />
        </SectionCard>
      </Box>
    </>
  );
}
