import { attachmentFiles } from "./db/tables/attachments.table";
import { auditedFiles } from "./db/tables/audit.table";
import type { FileReferences } from "./db/tables/file-references";
import { retainedFiles } from "./db/tables/retention.table";
import { workflowFiles } from "./db/tables/workflow-history.table";
import { features } from "./features";

/**
 * Every place a stored file is named: each feature's declarations (`Feature.fileReferences`,
 * made in its table files), the workflow history's, then the audit history, asked only about files
 * nothing else names.
 * The orphan sweep removes only files none of them names.
 */
export const FILE_REFERENCES: readonly FileReferences[] = [
  ...features.flatMap((feature) => feature.fileReferences ?? []),
  workflowFiles,
  attachmentFiles,
  retainedFiles,
  auditedFiles,
];
