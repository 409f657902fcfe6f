import { VIETNAM_AIRPORTS } from "@trms/shared";

/** Vietnam's airport codes. */
export async function vietnamAirportList() {
  return VIETNAM_AIRPORTS;
}
