import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { holdsMetricsToken } from "./metrics-access";
import type { Metrics } from "./metrics-types";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT, ADR 1055), for a scraper on a network the public
 * does not reach; with METRICS_TOKEN set it asks for the token there too. Nothing else is served.
 */
export async function startMetricsServer(options: {
  metrics: Metrics;
  port: number;
  host: string;
  token: string | undefined;
}): Promise<MetricsServer> {
  const { metrics, token } = options;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    if (token && !holdsMetricsToken(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          "content-type": "text/plain; charset=utf-8",
          "www-authenticate": 'Bearer realm="metrics"',
        })
        .end("Unauthorized\n");
      return;
    }
    metrics.exposition().then(
      (text) => {
        response.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      () => {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
