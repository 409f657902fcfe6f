import type { InstructorConcordanceInput, InstructorConcordanceReply, SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import { assertFleetInScope, concordanceReply } from "./analytics.concordance";
import { analyticsRepository } from "./analytics.repository";

export function analyticsService(db: Database) {
  const repo = analyticsRepository(db);
  return {
    /** How each instructor of a fleet grades beside the fleet, over a period (issue 30 item 1). */
    async instructorConcordance(
      actor: SessionUser,
      input: InstructorConcordanceInput,
    ): Promise<InstructorConcordanceReply> {
      assertFleetInScope(actor, input.fleet);
      const rows = await repo.concordance({
        fleet: input.fleet,
        startDate: input.start_date,
        endDate: input.end_date,
      });
      return concordanceReply(actor, input, rows);
    },
  };
}
