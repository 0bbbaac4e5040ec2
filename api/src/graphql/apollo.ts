import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { koaMiddleware } from '@as-integrations/koa';
import type { Middleware } from 'koa';
import { serviceContext, type AppState } from '../app-state.ts';
import type { GraphQLContext } from './context.ts';
import { buildSchema } from './schema.ts';
import { formatError } from './format-error.ts';
import { checkTextArguments } from './text-arguments.ts';

/** Apollo Server over the one schema; CSRF prevention stays on (the default). */
export async function createGraphQL() {
  const server = new ApolloServer<GraphQLContext>({
    schema: checkTextArguments(buildSchema()),
    formatError,
    introspection: true,
    // No HTTP cache hints are used; without the plugin no hook runs on every resolved field.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await server.start();
  const middleware: Middleware<AppState> = koaMiddleware(server, {
    context: async ({ ctx }) => serviceContext(ctx.state as AppState),
  }) as unknown as Middleware<AppState>;
  return { server, middleware };
}
