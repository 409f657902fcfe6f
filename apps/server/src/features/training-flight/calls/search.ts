import type { SearchTrainingFlightInput, SessionUser } from "@trms/shared";
import type { TrainingFlightContext } from "../training-flight.context";

export async function searchTrainingFlights(
  ctx: TrainingFlightContext,
  actor: SessionUser,
  input: SearchTrainingFlightInput,
) {
  await ctx.visiblePilot(actor, input.pilot_id);
  return ctx.repo.search(input);
}
