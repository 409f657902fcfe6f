import type { TrendPilotsInput, TrendPilotsReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { trendPilots } from "../analytics.trend-pilots";

/** The pilots whose trends the caller may open, by crew code or name: the trends screen's picker. */
export function listTrendPilots({ app, actor, body }: CallArgs<TrendPilotsInput>): Promise<TrendPilotsReply> {
  return trendPilots(app.database.db, actor, body);
}
