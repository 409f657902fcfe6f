import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/client";
import { holdsMetricsToken } from "../lib/metrics/metrics-access";
import { type Metrics, noMetrics } from "../lib/metrics/metrics-types";
import { failure } from "./envelope";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's metrics; features and jobs add their gauges with `registerGauge`. */
    metrics: Metrics;
  }
}

/** The label of a request no route answered (an unknown path, a page of the single-page app). */
export const UNMATCHED_ROUTE = "unmatched";

export interface MetricsPluginOptions {
  database: DatabaseHandle;
  /** Unset: `/metrics` on the app's port answers 404. */
  token: string | undefined;
  /**
   * Whether the installation publishes metrics at all (a token or a metrics port): only then is
   * prom-client loaded and is anything counted.
   */
  enabled: boolean;
}

/**
 * Counts every answered request by its route's pattern (`/api/v1/files/*`, never the file's own
 * path, so the series stay few) and serves the exposition at `/metrics` to a holder of the token.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const metrics = options.enabled
    ? await (await import("../lib/metrics/metrics")).createMetrics(options.database)
    : noMetrics;
  app.decorate("metrics", metrics);

  if (metrics.enabled)
    app.addHook("onResponse", async (request, reply) => {
      metrics.observeRequest({
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });

  // Not an API call: no envelope on success, no place in the API description or the route matrix.
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const { token } = options;
    if (!token) return reply.status(404).send(failure(request.language, "NOT_FOUND", "not_found"));
    if (!holdsMetricsToken(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply.status(401).send(failure(request.language, "UNAUTHORIZED", "unauthorized"));
    }
    reply.header("cache-control", "no-store");
    return reply.type(metrics.contentType).send(await metrics.exposition());
  });
});
