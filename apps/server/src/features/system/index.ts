import type { Feature } from "../../lib/feature";
import { mailOutboxDepth } from "../../lib/mail-outbox/depth";
import { systemRoutes } from "./system.routes";
import { systemService } from "./system.service";

/** The admin's System page (issue 28 item 3): how the instance and its database run. */
export const systemFeature: Feature = {
  name: "system",
  async routes(api, { database }) {
    const sources = {
      // The outbox of issue 28 item 2 (ADR 1045): its waiting and failed mails, from the table.
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
