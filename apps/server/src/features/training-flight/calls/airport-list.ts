import { AIRPORTS } from "@trms/shared";

/** The airport codes a sector may name. */
export async function airportList() {
  return AIRPORTS;
}
