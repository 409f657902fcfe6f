import type { Database } from "../../db/client";
import type { InspectorCall } from "../../plugins/auth";
import { coveringGrant, logInspectorAccess, noLiveGrant, pilotExists } from "./inspector.repository";

// The route guard's questions about an inspector's session, answered from the grant table on every
// call (ADR 1065): so a grant that ends or is revoked refuses the very next call. What it lets
// through and what it refuses are both logged. The app hands these to the guard, which knows no
// feature; whether a grant is live at all is `hasLiveGrant` of the repository.

/** The pilot as the log may name it: one that exists (the log refers to the pilot's row). */
const known = async (db: Database, pilotId: number | null) =>
  pilotId !== null && (await pilotExists(db, pilotId)) ? pilotId : null;

/**
 * Whether a live grant covers this pilot; if so, the opening is logged under it by `call` (and
 * the stored file's name when it opens one), else the call is logged as refused.
 */
export async function openGrantedPilot(
  db: Database,
  inspectorId: number,
  pilotId: number,
  call: InspectorCall,
  now: Date,
): Promise<boolean> {
  const grantId = await coveringGrant(db, inspectorId, pilotId, now);
  await logInspectorAccess(db, {
    grantId: grantId ?? null,
    inspectorId,
    pilotId: grantId === undefined ? await known(db, pilotId) : pilotId,
    action: call.action,
    fileName: call.fileName,
    refused: grantId === undefined ? "pilot_not_granted" : null,
    openedAt: now,
  });
  return grantId !== undefined;
}

/** Logs a call refused before it ran: outside the inspector's reads, or without a live grant. */
export async function refuseInspectorCall(
  db: Database,
  inspectorId: number,
  why: "call_not_allowed" | "no_live_grant",
  call: InspectorCall,
  pilotId: number | null,
  now: Date,
): Promise<void> {
  const { grantId, refused } =
    why === "no_live_grant" ? await noLiveGrant(db, inspectorId, now) : { grantId: null, refused: why };
  await logInspectorAccess(db, {
    grantId,
    inspectorId,
    pilotId: await known(db, pilotId),
    action: call.action,
    fileName: call.fileName,
    refused,
    openedAt: now,
  });
}
