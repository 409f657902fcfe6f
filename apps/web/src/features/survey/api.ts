import type { NewFlightInput, RecencyData } from "@trms/shared";
import { apiPost } from "../../lib/api";

/** toldg/new_flight: the public survey needs no session and no query cache. */
export function submitSurvey(body: NewFlightInput): Promise<RecencyData> {
  return apiPost<RecencyData>("toldg/new_flight", body);
}
