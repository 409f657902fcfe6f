import type { SearchTrainingFlightInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { visiblePilot } from "../../pilot";
import { searchTrainingFlightRows } from "../training-flight.repository";

export async function searchTrainingFlights({ app, actor, body }: CallArgs<SearchTrainingFlightInput>) {
  await visiblePilot(app.database.db, actor, body.pilot_id);
  return searchTrainingFlightRows(app.database.db, body);
}
