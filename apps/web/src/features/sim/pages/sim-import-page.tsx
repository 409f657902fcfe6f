import FactCheckIcon from "@mui/icons-material/FactCheck";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { can, type SimConflict, type SimInput } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { UploadProgress } from "../../../components/form/upload-progress";
import { PageHeader } from "../../../components/page-header";
import { ApiError, failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { simAreaOf, simPaths } from "../../../lib/sim-session";
import { checkSimConflicts, checkSimExcel, downloadSimTemplate, useCreateSims } from "../api";
import { ConflictWarnings } from "../components/conflict-warnings";
import { ImportPreview, type ImportRow } from "../components/import-preview";
import { SimRowDialog } from "../components/sim-row-dialog";
import { emptySimRow, simRowOf } from "../form-values";

/** The row-level failures of a save (`sims.<n>.<field>`), back on the preview's rows. */
function withServerErrors(rows: ImportRow[], error: unknown): ImportRow[] | null {
  if (!(error instanceof ApiError)) return null;
  const next = rows.map((row) => ({ ...row, errors: [...row.errors] }));
  let placed = false;
  for (const detail of error.details) {
    const match = /^sims\.(\d+)\.(\w+)$/.exec(detail.path);
    const row = match ? next[Number(match[1])] : undefined;
    if (!row || !match) continue;
    row.errors.push({ field: match[2], message: detail.message });
    row.fixed = false;
    placed = true;
  }
  return placed ? next : null;
}

/**
 * /admin/sim/create-from-file (part2 §2, §5): the template, the file read and checked without
 * storing anything, a preview with each bad row's number and reasons, fixes in place, then every
 * row saved in one transaction.
 */
export function SimImportPage() {
  const { t } = useTranslation("sim");
  const { user } = useAuth();
  const navigate = useNavigate();
  const paths = simPaths(simAreaOf(user));
  const create = useCreateSims();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [fixing, setFixing] = useState<number | null>(null);
  const [conflicts, setConflicts] = useState<SimConflict[] | null>(null);
  const [saving, setSaving] = useState(false);

  if (!can(user, "sim.create")) return <Navigate to={paths.list} replace />;

  const check = async () => {
    if (!file) {
      setFileError(t("validation:alert_select_excel_file"));
      return;
    }
    setFileError(null);
    setRows(null);
    setConflicts(null);
    setProgress(0);
    try {
      const reply = await checkSimExcel(file, setProgress);
      setRows(reply.rows.map((row) => ({ ...row, fixed: false })));
    } catch (error) {
      setFileError(failureMessage(error, t("common:errors.internal")));
    } finally {
      setProgress(null);
    }
  };

  const bad = rows?.filter((row) => row.errors.length > 0).length ?? 0;
  const ready = rows && rows.length > 0 && bad === 0;

  const store = async (sims: SimInput[]) => {
    setSaving(true);
    try {
      await create.mutateAsync(sims);
      notifySuccess(t("notifications.created"));
      navigate(paths.list);
    } catch (error) {
      const placed = rows ? withServerErrors(rows, error) : null;
      if (placed) setRows(placed);
      else notifyError(failureMessage(error, t("common:errors.internal")));
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (!rows || !ready) return;
    const sims = rows.map((row) => row.sim).filter((sim): sim is SimInput => sim !== null);
    const found = await checkSimConflicts(sims).then(
      (reply) => reply.conflicts,
      () => [] as SimConflict[],
    );
    if (found.length > 0) {
      setConflicts(found);
      return;
    }
    await store(sims);
  };

  const fixingRow = fixing !== null ? rows?.[fixing] : undefined;

  return (
    <>
      <PageHeader
        title={t("titles.create_from_file")}
        back={{ to: paths.list, label: t("not_found.back") }}
      />
      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 3 }, display: "grid", gap: 2, mb: 2 }}>
        <Typography variant="body2">{t("import.intro")}</Typography>
        <Box>
          <ActionButton
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={() =>
              downloadSimTemplate().catch((error: unknown) =>
                notifyError(failureMessage(error, t("common:errors.internal"))),
              )
            }
          >
            {t("import.template")}
          </ActionButton>
        </Box>
        <FileField
          kind="excel"
          hint={t("common:files.hint_excel")}
          wrongTypeMessage={t("validation:alert_select_excel_file")}
          buttonLabels={{ choose: t("common:files.choose_excel"), replace: t("common:files.replace_excel") }}
          label={t("import.file")}
          required
          value={file}
          error={fileError ?? undefined}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            setRows(null);
            setConflicts(null);
          }}
        />
        <UploadProgress value={progress} />
        <Box>
          <ActionButton
            variant="contained"
            startIcon={<FactCheckIcon />}
            pending={progress !== null}
            onClick={check}
          >
            {t("import.check")}
          </ActionButton>
        </Box>
      </Paper>
      {rows ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          {bad > 0 ? (
            <Alert severity="error">{t("import.errors_found", { count: bad })}</Alert>
          ) : (
            <Alert severity="success">{t("import.rows_ready", { count: rows.length })}</Alert>
          )}
          <ImportPreview rows={rows} onFix={setFixing} />
          {conflicts ? (
            <ConflictWarnings
              conflicts={conflicts}
              numbered
              otherPath={can(user, "sim.edit") ? paths.detail : undefined}
              saveLabel={t("actions.save_anyway")}
              pending={saving}
              onSaveAnyway={() =>
                store(rows.map((row) => row.sim).filter((sim): sim is SimInput => sim !== null))
              }
            />
          ) : null}
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button onClick={() => navigate(paths.list)} disabled={saving}>
              {t("actions.cancel")}
            </Button>
            <ActionButton variant="contained" disabled={!ready} pending={saving} onClick={save}>
              {t("import.save", { count: rows.length })}
            </ActionButton>
          </Box>
        </Box>
      ) : null}
      {fixingRow && fixing !== null ? (
        <SimRowDialog
          title={t("import.fix_title", { number: fixingRow.row_number })}
          row={fixingRow.sim ? simRowOf(fixingRow.sim) : emptySimRow()}
          onClose={() => setFixing(null)}
          onSave={(sim) => {
            setRows((current) =>
              current
                ? current.map((row, index) =>
                    index === fixing ? { ...row, sim, errors: [], fixed: true } : row,
                  )
                : current,
            );
            setConflicts(null);
            setFixing(null);
          }}
        />
      ) : null}
    </>
  );
}
