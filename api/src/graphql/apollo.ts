import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { koaMiddleware } from '@as-integrations/koa';
import type { Middleware } from 'koa';
import { serviceContext, type AppState } from '../modules/service-context.ts';
import type { GraphQLContext } from './context.ts';
import { buildSchema } from './schema.ts';
import { formatError } from './format-error.ts';
import { checkTextArguments } from './text-arguments.ts';
import { QUERY_LIMITS, queryCostLimit, queryShapeRules } from './query-limits.ts';
import { hideSuggestionsFromStrangers } from './hide-suggestions.ts';
import { writesRunToTheEnd } from './writes-run-to-the-end.ts';

/**
 * Apollo Server over the one schema; CSRF prevention stays on (the default), batched requests stay
 * refused, and no answer carries a stack trace whatever NODE_ENV is (errors are shaped by formatError).
 */
export async function createGraphQL() {
  const schema = checkTextArguments(buildSchema());
  const server = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    introspection: true,
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    validationRules: queryShapeRules,
    // No HTTP cache hints are used; without the plugin no hook runs on every resolved field.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), queryCostLimit(schema), hideSuggestionsFromStrangers, writesRunToTheEnd],
  });
  await server.start();
  const middleware: Middleware<AppState> = koaMiddleware(server, {
    context: async ({ ctx }) => serviceContext(ctx.state as AppState),
  }) as unknown as Middleware<AppState>;
  return { server, middleware, schema };
}
