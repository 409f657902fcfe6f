import { features } from "./features";
import { auditedFiles } from "./lib/audit/audit.table";
import type { FileReferences } from "./lib/files/file-references";

/**
 * Every place a stored file is named: each feature's declarations (`Feature.fileReferences`,
 * beside its tables), then the audit history, asked only about files no record holds.
 * The orphan sweep removes only files none of them names (ADR 0042).
 */
export const FILE_REFERENCES: readonly FileReferences[] = [
  ...features.flatMap((feature) => feature.fileReferences ?? []),
  auditedFiles,
];
