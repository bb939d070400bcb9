// The WebSocket fast path for subscriptions: each event is executed against the operation (the same schema,
// resolvers and document the executor would use) and its result handed straight to the socket, instead of
// travelling through the executor's, envelop's and graphql-ws's async-iterator layers.
//
// Why: those layers each keep a pending promise (and its reactions and closures) per subscriber between
// events. At 5,000 subscribers receiving one reading a second, that is ~6 KB per event surviving into the old
// generation, and the garbage collector's pauses became the p99 delivery latency (bench/README.md, fan-out).
// Here an event costs one synchronous execute + one JSON.stringify + one write, like a raw `ws` server.
//
// The per-event execute is graphql-jit's compiled form of the (already parsed, validated and limited)
// document, compiled once per distinct document and shared by every subscriber of it: graphql-js's
// execute allocated ~12 KB per event (argument maps, field collection, resolve infos), which kept the
// scavenger busy every ~150 ms at 5,000 subscribers. Documents graphql-jit cannot compile run on
// graphql-js's execute, as before.
//
// Only operations whose context carries a `livePush` target (set by ws-server.ts) take this path; SSE and
// anything else iterate the LiveSource as usual. graphql-ws still owns the operation: the iterable it gets
// from us yields nothing and completes when the stream ends, so `complete`, socket close and revocation
// behave exactly as before.
import { GraphQLError, createSourceEventStream, execute } from 'graphql';
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { LiveSource } from './live-source.js';

/**
 * A live stream as the socket session sees it: something to end, that says when it has ended, and that
 * graphql-ws can wait on (it yields nothing in push mode and completes when the stream ends).
 */
export interface Ending extends AsyncIterable<unknown> {
  return(): Promise<unknown>;
  onEnd(callback: () => void): void;
}

/** Where a WebSocket operation's results go: one protocol `next` message each. */
export interface LivePushTarget {
  /** Registers the operation's live stream with the socket (ended with it). */
  own(source: Ending): void;
  /** The stream registered by `own`, once it is. */
  stream: Ending | null;
  next(result: ExecutionResult): void;
}

export type MaskError = (error: GraphQLError) => GraphQLError;
type Log = { error(obj: object, msg: string): void };

export function useLivePush(opts: { maskError: MaskError; log: Log }): Plugin<{ livePush?: LivePushTarget }> {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const target = args.contextValue.livePush;
      if (target) setSubscribeFn((a: ExecutionArgs) => pushSubscribe(a, target, opts));
    },
  };
}

async function pushSubscribe(args: ExecutionArgs, target: LivePushTarget, opts: { maskError: MaskError; log: Log }) {
  const source = await createSourceEventStream(args);
  // A result carrying the subscribe resolver's error (auth, arguments), or a plain stream: the usual path.
  if (!(source instanceof LiveSource)) return isAsyncIterable(source) ? executeEach(source, args) : source;
  let executeEvent: Executor;
  try {
    executeEvent = eventExecutor(args);
  } catch (err) {
    void source.return();
    throw err;
  }
  target.own(source);

  // An error with neither a code nor an original error comes from execution itself (graphql-jit reports a
  // null in a non-null field or a failed scalar serialisation so; graphql-js wraps the same with an
  // originalError): unexpected, so masked and logged like yoga does on the other doors.
  const mask = (e: GraphQLError) =>
    opts.maskError(
      e.extensions['code'] || e.originalError
        ? e
        : new GraphQLError(e.message, { originalError: new Error(e.message) }),
    );
  const deliver = (result: ExecutionResult) => {
    if (source.isCancelled) return; // never a `next` after graphql-ws has sent `complete`
    target.next(result.errors ? { ...result, errors: result.errors.map(mask) } : result);
  };
  // A field resolved asynchronously makes execute() return a promise; results still leave in event order.
  let tail: Promise<void> | null = null;
  return source.pushTo((event: unknown) => {
    const result = executeEvent(event);
    if (!tail && !isPromise(result)) return deliver(result);
    const run: Promise<void> = (tail ?? Promise.resolve())
      .then(() => result)
      .then(deliver)
      .catch((err: unknown) => opts.log.error({ err }, 'live result delivery failed'));
    tail = run;
    void run.finally(() => {
      if (tail === run) tail = null;
    });
    return run;
  });
}

type Executor = (event: unknown) => ExecutionResult | Promise<ExecutionResult>;

/** Compiled documents per schema, then per parsed document (yoga's parser cache hands out the same one). */
const compiled = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CompiledQuery | null>>>();

/** Executes the operation with an event as its root value (what graphql's subscribe does per event). */
function eventExecutor(args: ExecutionArgs): Executor {
  let bySchema = compiled.get(args.schema);
  if (!bySchema) compiled.set(args.schema, (bySchema = new WeakMap()));
  let byName = bySchema.get(args.document);
  if (!byName) bySchema.set(args.document, (byName = new Map<string, CompiledQuery | null>()));
  const name = args.operationName ?? '';
  let query = byName.get(name);
  if (query === undefined) {
    const c = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    byName.set(name, (query = isCompiledQuery(c) ? c : null));
  }
  const { contextValue, variableValues } = args;
  if (query) return (event) => query.query(event, contextValue, variableValues ?? {});
  return (event) => execute({ ...args, rootValue: event });
}

/** What graphql's own subscribe does: execute the operation once per event (envelop still masks the results). */
async function* executeEach(source: AsyncIterable<unknown>, args: ExecutionArgs) {
  for await (const event of source) yield await execute({ ...args, rootValue: event });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
