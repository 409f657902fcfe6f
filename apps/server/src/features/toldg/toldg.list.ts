import {
  fleetScope,
  type SessionUser,
  SURVEY_MAX_FLIGHTS,
  type ToldgListInput,
  type ToldgListReply,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { recentSurveyFlights, toldgPage } from "./toldg.repository";

/** The rows of the list and of its export: the page in the account's fleet, each with its recent flights. */
export async function toldgRows(
  db: Database,
  actor: SessionUser,
  input: ToldgListInput,
  withTotal = true,
): Promise<ToldgListReply> {
  const page = await toldgPage(db, input, fleetScope(actor), { withTotal });
  const flights = await recentSurveyFlights(
    db,
    page.rows.map((row) => row.pilot_id),
    SURVEY_MAX_FLIGHTS,
  );
  return {
    toldg_list: page.rows.map((row) => ({ ...row, flights: flights.get(row.pilot_id) ?? [] })),
    total: page.total,
  };
}
