import {
  createTrainingDocumentSchema,
  idSchema,
  latestTrainingDocumentReplySchema,
  latestTrainingDocumentSchema,
  trainingDocumentExportQuerySchema,
  trainingDocumentListReplySchema,
  trainingDocumentListSchema,
  trainingDocumentReplySchema,
  updateTrainingDocumentSchema,
} from "@trms/shared";
import { XLSX_TYPE } from "../../lib/download";
import { attachmentFileAccess, attachmentRepository, attachmentRule } from "../../lib/files/attachments";
import { storedFileRoutes } from "../../lib/files/files.routes";
import { mayAccess } from "../../lib/record-access";
import { downloadCall, jsonCall, type Route, uploadCall } from "../../lib/routes";
import { createTrainingDocument } from "./calls/create";
import { deleteTrainingDocument } from "./calls/delete";
import { trainingDocumentDetail } from "./calls/detail";
import { exportTrainingDocuments } from "./calls/export";
import { latestTrainingDocument } from "./calls/latest";
import { listTrainingDocuments } from "./calls/list";
import { updateTrainingDocument } from "./calls/update";
import { TRAINING_DOCUMENT_FILES } from "./training-document.rules";

const TAGS = ["training documents"];
const rules = { files: attachmentRule(TRAINING_DOCUMENT_FILES.kind) };

export const trainingDocumentRoutes: readonly Route[] = [
  uploadCall({
    path: "/training_document/create_td",
    access: "training_document.create",
    summary: "Create a document with its files",
    tags: TAGS,
    body: createTrainingDocumentSchema,
    files: rules,
    reply: trainingDocumentReplySchema,
    call: createTrainingDocument,
  }),
  uploadCall({
    path: "/training_document/update_td",
    access: "training_document.edit",
    summary: "Change a document: file_ids[n]id keeps those files, the others go, new files are added",
    tags: TAGS,
    body: updateTrainingDocumentSchema,
    files: rules,
    reply: trainingDocumentReplySchema,
    call: updateTrainingDocument,
  }),
  jsonCall({
    path: "/training_document/delete_td",
    access: "training_document.delete",
    summary: "Delete a training document and its files",
    tags: TAGS,
    body: idSchema,
    call: deleteTrainingDocument,
  }),
  jsonCall({
    path: "/training_document/sort_td",
    access: "training_document.view",
    summary: "One page of training documents, searched, filtered and sorted",
    tags: TAGS,
    body: trainingDocumentListSchema,
    reply: trainingDocumentListReplySchema,
    call: listTrainingDocuments,
  }),
  jsonCall({
    path: "/training_document/td_detail",
    access: "training_document.view",
    summary: "One training document with its files",
    tags: TAGS,
    body: idSchema,
    reply: trainingDocumentReplySchema,
    call: trainingDocumentDetail,
  }),
  jsonCall({
    path: "/training_document/get_latest_td_by_type",
    access: "training_document.folder",
    summary: "The newest document of a type whose start date has come, for the caller's fleet",
    tags: TAGS,
    body: latestTrainingDocumentSchema,
    reply: latestTrainingDocumentReplySchema,
    call: latestTrainingDocument,
  }),
  downloadCall({
    path: "/training_document/export",
    access: "training_document.view",
    summary: "The documents of a search, filters and sort as an Excel workbook",
    tags: TAGS,
    query: trainingDocumentExportQuerySchema,
    file: { description: "The training documents as an Excel workbook", type: XLSX_TYPE },
    call: exportTrainingDocuments,
  }),
  // The documents' files, shown in the app's own frames.
  ...storedFileRoutes({
    base: TRAINING_DOCUMENT_FILES.base,
    embeddable: true,
    access: ({ database: { db } }) => ({
      [TRAINING_DOCUMENT_FILES.kind]: attachmentFileAccess(
        attachmentRepository(db, TRAINING_DOCUMENT_FILES),
        // Who may open a document's file: whoever may see the document, and any account of its
        // fleet once its start date has come (the folder dialog shows it beside the SIM and line
        // check lists).
        (user, id) => mayAccess(db, user, "training_document", "open_file", id),
        "training_document",
      ),
    }),
  }),
];
