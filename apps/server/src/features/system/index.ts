import { lastBackup } from "../../lib/backup";
import type { Feature } from "../../lib/feature";
import { mailOutboxDepth } from "../../lib/mail-outbox/depth";
import { systemRoutes } from "./system.routes";
import { systemService } from "./system.service";

/** The admin's System page: how the instance and its database run. */
export const systemFeature: Feature = {
  name: "system",
  async routes(api, { database, config }) {
    const sources = {
      // The embedded database's last nightly backup in DATA_DIR/backups; none on PostgreSQL,
      // whose backups are the operator's `npm run backup` runs.
      async lastBackup() {
        if (database.kind !== "pglite") return null;
        const last = await lastBackup(config.dataDir);
        return last ? { at: last.at.toISOString(), size_bytes: last.size } : null;
      },
      // The mail outbox: its waiting and failed mails, from the table.
      async mailOutbox() {
        const depth = await mailOutboxDepth(database.db);
        return {
          pending: depth.pending,
          failed: depth.failed,
          oldest_pending_at: depth.oldestPendingAt?.toISOString() ?? null,
        };
      },
    };
    await api.register(systemRoutes, { service: systemService({ database, sources }) });
  },
};
