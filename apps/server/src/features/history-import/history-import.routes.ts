import {
  IMPORT_FILE_FIELD,
  IMPORT_ZIP_FIELD,
  importBatchesReplySchema,
  importBatchesSchema,
  importBatchIdSchema,
  importBatchSchema,
  importExportQuerySchema,
  importProblemsQuerySchema,
  importRowsReplySchema,
  importRowsSchema,
  importTemplateQuerySchema,
  okReply,
} from "@trms/shared";
import { z } from "zod";
import { XLSX_TYPE } from "../../lib/download";
import { uploadForm } from "../../lib/files/upload";
import { downloadCall, handlerRoute, jsonCall, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { importBatch } from "./calls/batch";
import { importBatches } from "./calls/batches";
import { commitImport } from "./calls/commit";
import { importExport } from "./calls/export";
import { importExportFiles } from "./calls/export-files";
import { previewImport } from "./calls/preview";
import { importProblemsWorkbook } from "./calls/problems-workbook";
import { importRows } from "./calls/rows";
import { importTemplate } from "./calls/template";
import { importTemplateCsv } from "./calls/template-csv";
import { undoImport } from "./calls/undo";
import { readImportUpload } from "./history-import.upload";
import { scratchFolder } from "./history-import.zip";

const tags = ["history-import"];
const CSV_TYPE = "text/csv; charset=utf-8";
const access = "history_import.run";
const noFields = z.strictObject({});
const PREVIEW_FORM = uploadForm(noFields, {
  [IMPORT_FILE_FIELD]: { accept: ["xlsx"], folder: "imports", required: true },
  [IMPORT_ZIP_FIELD]: { accept: ["zip"], folder: "imports" },
});

export const historyImportRoutes: readonly Route[] = [
  downloadCall({
    path: "/import/template",
    access,
    summary: "A kind's import template (.xlsx): header row, example row, lists and a notes sheet",
    tags,
    query: importTemplateQuerySchema,
    file: { description: "The import template as an .xlsx workbook", type: XLSX_TYPE },
    call: importTemplate,
  }),
  downloadCall({
    path: "/import/template_csv",
    access,
    summary: "A kind's import template as CSV (UTF-8): the same columns and example row",
    tags,
    query: importTemplateQuerySchema,
    file: { description: "The import template as a UTF-8 CSV file", type: CSV_TYPE },
    call: importTemplateCsv,
  }),
  downloadCall({
    path: "/import/export",
    access,
    summary:
      "Every record of a kind (or of every kind, a sheet each) in its import template (.xlsx), which imports again unchanged",
    tags,
    query: importExportQuerySchema,
    file: { description: "The records as an .xlsx workbook in the import templates", type: XLSX_TYPE },
    call: importExport,
  }),
  downloadCall({
    path: "/import/export_files",
    access,
    summary:
      "The ZIP of every PDF that import/export's workbook of the same kind (or of every kind) names, under the names its rows give",
    tags,
    query: importExportQuerySchema,
    file: { description: "The stored PDFs the export names, as a ZIP", type: "application/zip" },
    call: importExportFiles,
  }),
  downloadCall({
    path: "/import/problems_workbook",
    access,
    summary:
      "A preview's uploaded file again with each row's problems in a last column (.xlsx, or .csv for a CSV)",
    tags,
    query: importProblemsQuerySchema,
    file: {
      description: "The uploaded workbook (or CSV) with a problems column",
      type: XLSX_TYPE,
      otherTypes: [CSV_TYPE],
    },
    call: importProblemsWorkbook,
  }),
  // The workbook is read whole, the ZIP streamed to disk (the handler reads the form itself); both
  // are kept for the commit.
  handlerRoute({
    method: "POST",
    path: "/import/preview",
    access,
    summary:
      "A dry run of an import (part `workbook`, .xlsx or UTF-8 .csv, and optionally part `files`, a ZIP of the PDFs its rows name): what each row would do, nothing written",
    tags,
    upload: PREVIEW_FORM,
    schema: { response: { 200: okReply(importBatchSchema) }, consumes: ["multipart/form-data"] },
    async handle({ app, request }) {
      // The ZIP goes to a scratch folder on disk, removed once the preview has stored what it keeps.
      const scratch = await scratchFolder();
      try {
        const upload = await readImportUpload(request, scratch.path("files.zip"));
        return ok(
          await previewImport({ app, actor: currentUser(request), upload, language: request.language }),
        );
      } finally {
        await scratch.done();
      }
    },
  }),
  jsonCall({
    path: "/import/get_rows",
    access,
    summary:
      "A preview's rows in file order, or only those with problems, with each problem in the request's language",
    tags,
    body: importRowsSchema,
    reply: importRowsReplySchema,
    call: importRows,
  }),
  jsonCall({
    path: "/import/get_batches",
    access,
    summary: "Every import, newest first: its file, who ran it, its counts and state",
    tags,
    body: importBatchesSchema,
    reply: importBatchesReplySchema,
    call: importBatches,
  }),
  jsonCall({
    path: "/import/get_batch",
    access,
    summary: "One import with its counts and state",
    tags,
    body: importBatchIdSchema,
    reply: importBatchSchema,
    call: importBatch,
  }),
  jsonCall({
    path: "/import/commit",
    access,
    summary: "Writes a clean preview, all or nothing, as one import batch (409 when it changed since)",
    tags,
    body: importBatchIdSchema,
    reply: importBatchSchema,
    call: commitImport,
  }),
  jsonCall({
    path: "/import/undo",
    access,
    summary: "Undoes a committed import as a whole (409 listing what later records block it)",
    tags,
    body: importBatchIdSchema,
    reply: importBatchSchema,
    call: undoImport,
  }),
];
