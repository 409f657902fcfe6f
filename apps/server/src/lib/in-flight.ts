import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";

/**
 * The requests the server is still working on, for a stop that lets them finish (ADR 1103). A request counts from its first hook until both its answer is done (sent, or its
 * client gone) and its handler has returned: a handler whose client hung up goes on working, and
 * the database must not close under it.
 */
export interface InFlight {
  readonly count: number;
  /** Resolves true once nothing is in flight, or false after `timeoutMs` with work still going. */
  drained(timeoutMs: number): Promise<boolean>;
}

const REFS = Symbol("in-flight references");
type Tracked = FastifyRequest & { [REFS]?: { refs: number; answered: boolean } };

/** Counts the app's requests from its hooks and every route's handler; register before the routes. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const active = new Set<Tracked>();
  let waiters: (() => void)[] = [];
  const release = (request: Tracked) => {
    const state = request[REFS];
    if (!state) return;
    state.refs -= 1;
    if (state.refs > 0) return;
    active.delete(request);
    if (active.size === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  const answered = (request: Tracked) => {
    const state = request[REFS];
    if (!state || state.answered) return;
    state.answered = true;
    release(request);
  };

  // Callback hooks, not async ones: they run on every request and need no promise.
  app.addHook("onRequest", (request: Tracked, reply, done) => {
    request[REFS] = { refs: 1, answered: false };
    active.add(request);
    // A call whose body was read whole and whose client then hung up runs neither hook below:
    // Node marks such a request complete, not aborted. Its response's 'close' comes in every case.
    // The server's pages already hold ten 'close' listeners on their response while they stream,
    // so this one raises the bound by one rather than trip the leak warning.
    const response = reply.raw;
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once("close", () => answered(request));
    done();
  });
  app.addHook("onResponse", (request: Tracked, _reply, done) => {
    answered(request);
    done();
  });
  app.addHook("onRequestAbort", (request: Tracked, done) => {
    answered(request);
    done();
  });
  app.addHook("onRoute", (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // The handler keeps its own shape: a promise stays a promise, a handler that answers later by
    // itself (a static file) stays synchronous, and its answer is counted by the hooks above.
    route.handler = function (this: FastifyInstance, request, reply) {
      const tracked = request as Tracked;
      if (tracked[REFS]) tracked[REFS].refs += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        release(tracked);
        throw error;
      }
      if (result instanceof Promise) return result.finally(() => release(tracked));
      release(tracked);
      return result;
    } as RouteHandlerMethod;
  });

  return {
    get count() {
      return active.size;
    },
    drained(timeoutMs) {
      if (active.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
