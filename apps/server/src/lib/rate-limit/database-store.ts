import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/tables/rate-limit.table";

type Incr = FastifyRateLimitStore["incr"];

/** Expired counters are pruned now and then, not on every request. */
const PRUNE_EVERY = 200;

/**
 * A store for @fastify/rate-limit that counts in the database, one row per route and address:
 * one atomic upsert per limited request, the same for every instance (ADR 0051).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly namespace = "global") {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
      const id = `${this.namespace}|${key}`;
      const window = `${Math.max(1, Math.trunc(timeWindow))} milliseconds`;
      db.execute(sql`
        insert into ${rateLimitCounters} (key, count, window_ends_at)
        values (${id}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          count = case when ${rateLimitCounters.windowEndsAt} <= now() then 1
                       else ${rateLimitCounters.count} + 1 end,
          window_ends_at = case when ${rateLimitCounters.windowEndsAt} <= now() then excluded.window_ends_at
                                else ${rateLimitCounters.windowEndsAt} end
        returning count,
          greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::integer as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error, { current: 0, ttl: 0 }));
      calls += 1;
      if (calls % PRUNE_EVERY === 0) {
        db.delete(rateLimitCounters)
          .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
          .catch(() => undefined);
      }
    }

    /** Each limited route counts apart, as the in-memory store does. */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // The plugin passes the route's merged limit options with the route itself as routeInfo.
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ""].flat().join(",");
      return new DatabaseRateLimitStore(`${method} ${route?.url ?? ""}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
