import type { InstructorConcordanceInput, InstructorConcordanceReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { assertFleetInScope, concordanceReply } from "../analytics.concordance";
import { concordanceRows } from "../analytics.repository";

/** How each instructor of a fleet grades beside the fleet, over a period. */
export async function instructorConcordance({
  app,
  actor,
  body,
}: CallArgs<InstructorConcordanceInput>): Promise<InstructorConcordanceReply> {
  assertFleetInScope(actor, body.fleet);
  const rows = await concordanceRows(app.database.db, {
    fleet: body.fleet,
    startDate: body.start_date,
    endDate: body.end_date,
  });
  return concordanceReply(actor, body, rows);
}
