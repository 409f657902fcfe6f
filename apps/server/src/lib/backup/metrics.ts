import type { Metrics } from "../metrics/metrics-types";
import { lastBackup } from "./nightly";

/**
 * The embedded database's nightly backup at each scrape: how long ago the last
 * one finished and its size; -1 when none was taken yet, so an alert on "older than a day" also
 * fires on "never".
 */
export function registerBackupGauges(metrics: Metrics, dataDir: string): void {
  metrics.registerGauge({
    name: "trms_backup_last_age_seconds",
    help: "Seconds since the last nightly backup of the embedded database finished; -1 when there is none",
    read: async () => {
      const last = await lastBackup(dataDir);
      return last ? Math.max(0, (Date.now() - last.at.getTime()) / 1000) : -1;
    },
  });
  metrics.registerGauge({
    name: "trms_backup_last_size_bytes",
    help: "Size of the last nightly backup of the embedded database; 0 when there is none",
    read: async () => (await lastBackup(dataDir))?.size ?? 0,
  });
}
