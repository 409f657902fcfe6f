import { computeRecency, type NewFlightInput, type RecencyData, SURVEY_MAX_FLIGHTS } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError } from "../../../lib/errors";
import type { PublicCallArgs } from "../../../lib/routes";
import {
  lockToldgRecord,
  mergeSurveyFlights,
  saveToldgRecord,
  surveyFlightsOf,
  surveyPilot,
} from "../toldg.repository";

/** One answer for a wrong email, a wrong licence number or an inactive pilot: nothing is revealed. */
const noSuchPilot = () => new AppError("NOT_FOUND", "survey_pilot_not_found");

/**
 * The public survey: merges the flights into the pilot's stored ones (a known date is updated),
 * keeps the SIM date when one is given, and recomputes the recency dates, all in one transaction.
 */
export async function submitSurvey({
  app,
  body,
  request,
}: PublicCallArgs<NewFlightInput>): Promise<RecencyData> {
  const pilot = await surveyPilot(app.database.db, body.email, body.license_number);
  if (!pilot) throw noSuchPilot();
  const at = new Date();
  return app.database.db.transaction(async (tx) => {
    // The profile's own spelling of the licence, upper-cased: the list searches and shows it.
    const licenseNumber = (pilot.licenseNumber ?? body.license_number).toUpperCase();
    const record = await lockToldgRecord(tx, pilot.id, licenseNumber);
    await mergeSurveyFlights(tx, pilot.id, body.flights, at);
    const flights = await surveyFlightsOf(tx, pilot.id);
    const simDate = body.sim_date ?? record.simDate;
    const dates = computeRecency({ flights, simDate });
    await saveToldgRecord(tx, pilot.id, { licenseNumber, simDate, dates, at });
    // Recency is read as a legal fact, so every public submission leaves a trace of what came in and from where.
    await auditRepository(tx).record({
      entity: "toldg",
      entityId: pilot.id,
      action: "submit",
      actorId: null,
      changes: {
        submitted: { sim_date: body.sim_date ?? null, flights: body.flights },
        previous_sim_date: record.simDate,
        dates,
        ip: request.ip,
        user_agent: request.headers["user-agent"] ?? null,
      },
    });
    return {
      full_name: pilot.fullName,
      sim_date: simDate,
      dates,
      flights: flights.slice(0, SURVEY_MAX_FLIGHTS),
    };
  });
}
