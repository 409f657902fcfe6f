import { FLEETS, fleetScope } from "@trms/shared";
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { useAuth } from "../../../lib/auth";
import { airlineToday } from "../../../lib/dates";
import type { FleetPeriodFilter } from "../api";

/**
 * The fleet and period of a fleet-wide analytics screen, kept in its address (?fleet=&start_date=
 * &end_date=): the account's own fleet and the year up to today by default; every fleet to choose
 * from for the super administrator only. `update` sets any address value, the screen's own included.
 */
export function useFleetPeriod() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const today = airlineToday();
  const ownFleet = (FLEETS as readonly string[]).includes(user?.fleet ?? "")
    ? (user?.fleet as string)
    : FLEETS[0];
  const fleets: readonly string[] = user && fleetScope(user) === null ? FLEETS : [ownFleet];
  const asked = params.get("fleet");
  const filter: FleetPeriodFilter = {
    fleet: asked && fleets.includes(asked) ? asked : ownFleet,
    start_date:
      params.get("start_date") ?? dayjs(today).subtract(1, "year").add(1, "day").format("YYYY-MM-DD"),
    end_date: params.get("end_date") ?? today,
  };
  const update = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) if (value !== undefined) merged.set(key, String(value));
    setParams(merged, { replace: true });
  };
  return { params, fleets, filter, update };
}
