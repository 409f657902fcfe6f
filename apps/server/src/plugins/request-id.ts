import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming id may look like to be kept: a proxy's id (nginx's `$request_id`, a UUID, a
 * trace id) is letters, digits and a few separators. Anything else would let a client write into
 * the logs, so it is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * Each request's id: the one the load balancer or the client sent in `x-request-id`
 * when it is sane, so the proxy's log and ours name a request alike; otherwise a new random one,
 * unique across instances and restarts (Fastify's own counter is neither).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === "string" && SANE_REQUEST_ID.test(incoming)) return incoming;
  // From Node's batch of pre-drawn random bytes: not a system call per request.
  return randomUUID().replaceAll("-", "");
}

/**
 * Every reply, success or failure, names its request in `x-request-id`; the log lines of the
 * request carry the same id (Fastify's `reqId`), so support finds the log of what a user saw.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // A hook without a promise: it runs on every request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
