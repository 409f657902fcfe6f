import { features } from "./features";
import { auditedFiles } from "./lib/audit/audit.table";
import { attachmentFiles } from "./lib/files/attachments.table";
import type { FileReferences } from "./lib/files/file-references";
import { retainedFiles } from "./lib/retention/retention.table";
import { workflowFiles } from "./lib/workflow-history.table";

/**
 * Every place a stored file is named: each feature's declarations (`Feature.fileReferences`,
 * beside its tables), the workflow history's, then the audit history, asked only about files
 * nothing else names.
 * The orphan sweep removes only files none of them names (ADR 0042).
 */
export const FILE_REFERENCES: readonly FileReferences[] = [
  ...features.flatMap((feature) => feature.fileReferences ?? []),
  workflowFiles,
  attachmentFiles,
  retainedFiles,
  auditedFiles,
];
