// Backup and restore of the database and the stored files.

export { type BackupSummary, createBackup, type DatabaseSource } from "./backup";
export { BackupError } from "./backup-error";
export { askHolder, claimDataFolder, type DataFolderClaim, DataFolderHeld } from "./data-folder";
export { embeddedSource, folderInUse, onEmbeddedDatabase } from "./embedded-source";
export type { Manifest } from "./manifest";
export { registerBackupGauges } from "./metrics";
export {
  BACKUP_HOUR,
  BACKUP_JOB,
  type BackupInfo,
  backupsFolder,
  lastBackup,
  pruneBackups,
  runNightlyBackup,
  scheduleNightlyBackups,
} from "./nightly";
export { type RestoreSummary, type RestoreTarget, restoreBackup } from "./restore";
export { snapshotPglite } from "./snapshot-pglite";
