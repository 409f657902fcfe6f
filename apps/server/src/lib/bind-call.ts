/** A feature's call (`calls/<operation>.ts`) with its first argument, the feature's context, given. */
export type BoundCall<Context, F> = F extends (ctx: Context, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/**
 * Binds a call to a feature's context, so the routes call `service.create(actor, input)` while each
 * call stays one function of its own file taking the context first.
 */
export const bindCall = <Context, F extends (ctx: Context, ...args: never[]) => unknown>(
  ctx: Context,
  call: F,
): BoundCall<Context, F> => ((...args: never[]) => call(ctx, ...args)) as BoundCall<Context, F>;
