import {
  createLineCheckReplySchema,
  createLineCheckSchema,
  lineCheckDetailSchema,
  lineCheckIdSchema,
  lineCheckListReplySchema,
  lineCheckListSchema,
  lineCheckRefSchema,
  lineCheckSchema,
  myLatestLineCheckReplySchema,
  readLineCheckDocumentsReplySchema,
  readLineCheckDocumentsSchema,
  updateLineCheckSchema,
} from "@trms/shared";
import { z } from "zod";
import { jsonCall, type Route } from "../../lib/routes";
import { stagedFormRoutes } from "../../lib/staged-form-routes";
import { createLineCheck } from "./calls/create";
import { deleteLineCheck } from "./calls/delete";
import { getLineCheck } from "./calls/get";
import { latestLineCheck } from "./calls/latest";
import { listLineChecks } from "./calls/list";
import { readLineCheckDocuments } from "./calls/read-documents";
import { updateLineCheck } from "./calls/update";
import { lineCheckForm } from "./line-check.form";

const nothing = z.strictObject({}).nullish();
const tags = ["linecheck"];

/**
 * The line check calls of part2 §7: those of every staged form, from its declaration, and its own
 * (the list, create, edit, delete, read documents).
 */
export const lineCheckRoutes: readonly Route[] = [
  ...stagedFormRoutes(lineCheckForm),
  jsonCall({
    path: "/linecheck/get_line_check_list",
    access: "line_check.view",
    summary: "One page of line checks, searched, filtered and sorted",
    tags,
    body: lineCheckListSchema,
    reply: lineCheckListReplySchema,
    call: listLineChecks,
  }),
  jsonCall({
    path: "/linecheck/create_line_check",
    access: "line_check.create",
    summary: "Create a line check",
    tags,
    body: createLineCheckSchema,
    reply: createLineCheckReplySchema,
    call: createLineCheck,
  }),
  jsonCall({
    path: "/linecheck/update_line_check",
    access: "line_check.edit",
    summary: "Update a line check",
    tags,
    body: updateLineCheckSchema,
    reply: lineCheckSchema,
    call: updateLineCheck,
  }),
  jsonCall({
    path: "/linecheck/get_line_check_by_id",
    access: "line_check.view",
    summary: "One line check with its forms",
    tags,
    body: lineCheckIdSchema,
    reply: lineCheckDetailSchema,
    call: getLineCheck,
  }),
  jsonCall({
    path: "/linecheck/delete_line_check",
    access: "line_check.delete",
    summary: "Delete a line check",
    tags,
    body: lineCheckRefSchema,
    call: deleteLineCheck,
  }),
  jsonCall({
    path: "/linecheck/read_documents",
    access: "line_check.read_documents",
    summary: "The pilot confirms reading the documents",
    tags,
    body: readLineCheckDocumentsSchema,
    reply: readLineCheckDocumentsReplySchema,
    ifMatch: true,
    call: readLineCheckDocuments,
  }),
  jsonCall({
    path: "/linecheck/get_latest_line_check",
    access: "line_check.read_documents",
    summary: "The caller's own latest line check (the reading prompt)",
    tags,
    body: nothing,
    reply: myLatestLineCheckReplySchema,
    call: latestLineCheck,
  }),
];
