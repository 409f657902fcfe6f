import {
  computeRecency,
  fleetScope,
  type NewFlightInput,
  type RecencyData,
  type SessionUser,
  SURVEY_MAX_FLIGHTS,
  TOLDG_EXPORT_MAX_ROWS,
  type ToldgExportQuery,
  type ToldgListInput,
  type ToldgListReply,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { AppError } from "../../lib/errors";
import { toldgRepository } from "./toldg.repository";

/** One answer for a wrong email, a wrong licence number or an inactive pilot: nothing is revealed. */
const noSuchPilot = () => new AppError("NOT_FOUND", "survey_pilot_not_found");

export function toldgService(deps: { db: Database }) {
  const repo = toldgRepository(deps.db);

  async function list(actor: SessionUser, input: ToldgListInput, withTotal = true): Promise<ToldgListReply> {
    const page = await repo.list(input, fleetScope(actor), { withTotal });
    const flights = await repo.recentFlights(
      page.rows.map((row) => row.pilot_id),
      SURVEY_MAX_FLIGHTS,
    );
    return {
      toldg_list: page.rows.map((row) => ({ ...row, flights: flights.get(row.pilot_id) ?? [] })),
      total: page.total,
    };
  }

  return {
    /**
     * The public survey: merges the flights into the pilot's stored ones (a known date is updated),
     * keeps the SIM date when one is given, and recomputes the recency dates, all in one transaction.
     */
    async submit(input: NewFlightInput, origin: { ip: string; userAgent?: string }): Promise<RecencyData> {
      const pilot = await repo.surveyPilot(input.email, input.license_number);
      if (!pilot) throw noSuchPilot();
      const at = new Date();
      return deps.db.transaction(async (tx) => {
        const txRepo = toldgRepository(tx);
        // The profile's own spelling of the licence, upper-cased: the list searches and shows it.
        const licenseNumber = (pilot.licenseNumber ?? input.license_number).toUpperCase();
        const record = await txRepo.lockRecord(pilot.id, licenseNumber);
        await txRepo.mergeFlights(pilot.id, input.flights, at);
        const flights = await txRepo.flightsOf(pilot.id);
        const simDate = input.sim_date ?? record.simDate;
        const dates = computeRecency({ flights, simDate });
        await txRepo.saveRecord(pilot.id, { licenseNumber, simDate, dates, at });
        // Recency is read as a legal fact, so every public submission leaves a trace of what came in and from where.
        await auditRepository(tx).record({
          entity: "toldg",
          entityId: pilot.id,
          action: "submit",
          actorId: null,
          changes: {
            submitted: { sim_date: input.sim_date ?? null, flights: input.flights },
            previous_sim_date: record.simDate,
            dates,
            ip: origin.ip,
            user_agent: origin.userAgent ?? null,
          },
        });
        return {
          full_name: pilot.fullName,
          sim_date: simDate,
          dates,
          flights: flights.slice(0, SURVEY_MAX_FLIGHTS),
        };
      });
    },

    list: (actor: SessionUser, input: ToldgListInput) => list(actor, input),

    /** The rows the list shows for this search, filters and sort, up to the export's cap, for the workbook. */
    async exportRows(actor: SessionUser, query: ToldgExportQuery) {
      const reply = await list(actor, { ...query, page_number: 1, page_count: TOLDG_EXPORT_MAX_ROWS }, false);
      return reply.toldg_list;
    },
  };
}
export type ToldgService = ReturnType<typeof toldgService>;
