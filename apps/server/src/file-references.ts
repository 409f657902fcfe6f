import { auditedFiles } from "./features/audit/audit.table";
import { avatarFiles } from "./features/auth/auth.table";
import { trainingFlightFiles } from "./features/training-flight/training-flight.table";
import type { FileReferences } from "./lib/files/file-references";

/**
 * Every place a stored file is named, one declaration per feature beside its table. The orphan
 * sweep removes only files none of them names; a feature that stores files adds its line here.
 * The audit history comes last: it is asked only about files no record holds.
 */
export const FILE_REFERENCES: readonly FileReferences[] = [trainingFlightFiles, avatarFiles, auditedFiles];
