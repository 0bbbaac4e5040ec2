import type { ServiceContext } from '../modules/service-context.ts';

/** The GraphQL context is the service context: resolvers hand it straight to services. */
export type GraphQLContext = ServiceContext;
