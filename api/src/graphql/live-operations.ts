import {
  createSourceEventStream, execute, getOperationAST, GraphQLError, parse, specifiedRules, validate,
  type ExecutionArgs, type ExecutionResult, type GraphQLSchema,
} from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { formatError } from './format-error.ts';
import { costProblem, QUERY_LIMITS, queryShapeRules } from './query-limits.ts';
import type { GraphQLContext } from './context.ts';

/** Subscriptions one connection may hold at once (the app needs one). */
const MAX_SUBSCRIPTIONS = 5;

const refusal = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/** GraphQL's own refusal with the code Apollo gives it over HTTP, so that it is answered, not masked. */
const coded = (error: GraphQLError, code: string) =>
  error.extensions.code ? error : new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });

/**
 * How operations over the live connection run: subscriptions only (queries and mutations go over
 * HTTP, with its limits), each document held to the same limits as over HTTP, every event executed
 * with a fresh context (its own database session and request memo, as an HTTP request has), and
 * every error shaped by the same formatter.
 */
export function liveOperations<E>(schema: GraphQLSchema, contextOf: (extra: E) => GraphQLContext): ServerOptions<Record<string, unknown> | undefined, E> {
  return {
    onSubscribe(ctx, _id, payload) {
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS) return [refusal(`At most ${MAX_SUBSCRIPTIONS} subscriptions are served on one connection.`)];
      let document;
      try {
        document = parse(payload.query, { maxTokens: QUERY_LIMITS.tokens });
      } catch (error) {
        return [coded(error instanceof GraphQLError ? error : new GraphQLError('The subscription could not be read.'), 'GRAPHQL_PARSE_FAILED')];
      }
      const errors = validate(schema, document, [...specifiedRules, ...queryShapeRules]);
      if (errors.length) return errors.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED'));
      const operation = getOperationAST(document, payload.operationName);
      if (operation?.operation !== 'subscription') return [refusal('Only subscriptions are served here: send queries and mutations to /graphql over HTTP.')];
      const tooCostly = costProblem(schema, document, { variables: payload.variables ?? undefined, operationName: payload.operationName ?? undefined });
      if (tooCostly) return [tooCostly];
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue: withConnection(contextOf(ctx.extra), ctx.extra) };
    },
    subscribe: (args) => eachEventInItsOwnContext(args, () => contextOf(extraOf<E>(args))),
    onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : undefined),
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
  };
}

/** The connection's extra, kept on the first context so that each event's context is made for the same socket. */
const EXTRA = Symbol('connection');
const extraOf = <E>(args: ExecutionArgs) => (args.contextValue as { [EXTRA]: E })[EXTRA];

/** The context of a live operation, carrying the connection it came on. */
function withConnection<E>(context: GraphQLContext, extra: E): GraphQLContext {
  return Object.assign(context, { [EXTRA]: extra });
}

/**
 * Like graphql-js's `subscribe`, but each event is executed with a new context: a subscription may
 * live for hours, and its fields must not read through one long-lived session and memo.
 */
async function eachEventInItsOwnContext(args: ExecutionArgs, freshContext: () => GraphQLContext) {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source as ExecutionResult;
  const events = source[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await events.next();
      if (event.done) return { value: undefined, done: true };
      return { value: (await execute({ ...args, rootValue: event.value, contextValue: freshContext() })) as ExecutionResult, done: false };
    },
    // Called when the client unsubscribes or goes: the source stops at once, even while it waits.
    async return() {
      await events.return?.();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
