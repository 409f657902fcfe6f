import type { PipelineInput, PipelineReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { assertFleetInScope } from "../analytics.concordance";
import { monthsOf } from "../analytics.months";
import { pipeline } from "../analytics.pipeline";

/** Time to each status, reject rates and overdue items of a fleet's pipeline. */
export async function fleetPipeline({ app, actor, body }: CallArgs<PipelineInput>): Promise<PipelineReply> {
  assertFleetInScope(actor, body.fleet);
  return pipeline(app.database.db, body, monthsOf(body.start_date, body.end_date), new Date());
}
