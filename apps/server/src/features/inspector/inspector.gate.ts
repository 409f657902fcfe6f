import type { Database } from "../../db/client";
import type { InspectorGate } from "../../plugins/auth";
import { inspectorRepository } from "./inspector.repository";

/**
 * The route guard's questions about an inspector's session, answered from the grant table on every
 * call (ADR 1065): so a grant that ends or is revoked refuses the very next call.
 */
export function inspectorGate(db: Database): InspectorGate {
  const repo = inspectorRepository(db);
  return {
    live: (inspectorId, now) => repo.hasLiveGrant(inspectorId, now),
    async open(inspectorId, pilotId, call, now) {
      const grantId = await repo.coveringGrant(inspectorId, pilotId, now);
      if (grantId === undefined) return false;
      await repo.log({ grantId, inspectorId, pilotId, action: call, openedAt: now });
      return true;
    },
  };
}
