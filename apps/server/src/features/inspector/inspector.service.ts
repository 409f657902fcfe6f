import {
  type AccessLogEntry,
  type AccessLogInput,
  type CreateGrantInput,
  type CreateInspectorInput,
  type Grant,
  type GrantListInput,
  grantWindow,
  type MyPilotsReply,
  Role,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { hashVerifier, passwordVerifier, randomHex } from "../../lib/crypto";
import { uniqueViolation } from "../../lib/db-errors";
import { AppError, notFound, unauthorized, validation } from "../../lib/errors";
import { type GrantRow, inspectorRepository } from "./inspector.repository";

const emailTaken = () => new AppError("CONFLICT", "email_taken", [{ path: "email", message: "email_taken" }]);

/** A grant's state on `now`'s airline day: its days are whole days in Vietnam time. */
function grantState(row: GrantRow, now: Date): Grant["state"] {
  const today = airlineToday(now);
  if (row.revokedAt) return "revoked";
  if (row.endsOn < today) return "ended";
  return row.startsOn > today ? "scheduled" : "active";
}

/** Inspector accounts, their grants and the log of what they opened. */
export function inspectorService(deps: { db: Database; now?: () => Date }) {
  const repo = inspectorRepository(deps.db);
  const clock = () => deps.now?.() ?? new Date();

  /** Grants as the admin screen shows them, with the named pilots' names. */
  async function shown(rows: { grant: GrantRow; inspectorName: string; granterName: string }[], now: Date) {
    const names = new Map(
      (await repo.pilotNames([...new Set(rows.flatMap((r) => r.grant.pilotIds ?? []))])).map((p) => [
        p.id,
        p,
      ]),
    );
    return rows.map(
      ({ grant, inspectorName, granterName }): Grant => ({
        id: grant.id,
        inspector_id: grant.inspectorId,
        inspector_name: inspectorName,
        pilot_ids: grant.pilotIds,
        pilots: (grant.pilotIds ?? []).flatMap((id) => {
          const pilot = names.get(id);
          return pilot ? [pilot] : [];
        }),
        fleet: grant.fleet,
        starts_on: grant.startsOn,
        ends_on: grant.endsOn,
        starts_at: grantWindow(grant.startsOn, grant.endsOn).startsAt.toISOString(),
        ends_at: grantWindow(grant.startsOn, grant.endsOn).endsAt.toISOString(),
        note: grant.note,
        granted_by_name: granterName,
        created_at: grant.createdAt.toISOString(),
        revoked_at: grant.revokedAt?.toISOString() ?? null,
        state: grantState(grant, now),
      }),
    );
  }

  return {
    async createInspector(input: CreateInspectorInput) {
      if (await repo.byEmail(input.email)) throw emailTaken();
      const salt = randomHex(16);
      try {
        const row = await repo.insertInspector({
          email: input.email,
          fullName: input.full_name,
          fleet: null,
          role: Role.INSPECTOR,
          passwordSalt: salt,
          passwordHash: await hashVerifier(passwordVerifier(input.password, salt)),
        });
        return { id: row.id, email: row.email, full_name: row.fullName, status: row.status };
      } catch (error) {
        if (uniqueViolation(error) !== null) throw emailTaken();
        throw error;
      }
    },

    inspectors: async () => ({ inspectors: await repo.inspectors() }),

    async createGrant(actor: SessionUser, input: CreateGrantInput): Promise<Grant> {
      const now = clock();
      const inspector = await repo.inspector(input.inspector_id);
      if (!inspector) throw validation("inspector_id", "inspector_unknown");
      // The last day may be today: access then lasts until today's end in Vietnam.
      if (input.ends_on < airlineToday(now)) throw validation("ends_on", "inspector_window_in_past");
      const pilotIds = input.pilot_ids ? [...new Set(input.pilot_ids)] : null;
      if (pilotIds && (await repo.countPilots(pilotIds)) !== pilotIds.length)
        throw validation("pilot_ids", "inspector_pilot_unknown");
      const row = await repo.insertGrant({
        inspectorId: input.inspector_id,
        pilotIds,
        fleet: pilotIds ? null : (input.fleet ?? null),
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        note: input.note || null,
        grantedBy: actor.id,
      });
      const [grant] = await shown(
        [{ grant: row, inspectorName: inspector.fullName, granterName: actor.full_name }],
        now,
      );
      return grant as Grant;
    },

    async grants(input: GrantListInput) {
      const { rows, total } = await repo.grants(input);
      return { grants: await shown(rows, clock()), total };
    },

    /** Ends a grant now: the inspector's next call under it is refused. */
    async revokeGrant(actor: SessionUser, id: number) {
      const existing = await repo.grantById(id);
      if (!existing) throw notFound();
      const row = await repo.revoke(id, actor.id, clock());
      if (!row) throw new AppError("CONFLICT", "inspector_grant_revoked");
    },

    async accessLog(input: AccessLogInput): Promise<{ access_log: AccessLogEntry[]; total: number }> {
      const { rows, total } = await repo.accessLog(input);
      return {
        access_log: rows.map((row) => ({ ...row, opened_at: row.opened_at.toISOString() })),
        total,
      };
    },

    async myPilots(actor: SessionUser): Promise<MyPilotsReply> {
      const { rows, endsOn } = await repo.myPilots(actor.id, clock());
      if (!endsOn) throw unauthorized();
      return { pilots: rows, ends_on: endsOn, ends_at: grantWindow(endsOn, endsOn).endsAt.toISOString() };
    },
  };
}

export type InspectorService = ReturnType<typeof inspectorService>;
