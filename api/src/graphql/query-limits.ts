import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { t } from '../i18n.ts';
import { queryCost } from './query-cost.ts';

/**
 * What one GraphQL operation may ask for. The web app's costliest queries (a tree window of 30
 * generations each way, 200 members of a tree) cost about 2,500 and nest 4 levels; the sandbox's
 * schema query is about 200 tokens. Within these limits a document is parsed and validated in a
 * few milliseconds and nothing stalls the server (api/security/graphql-limits.test.ts).
 */
export const QUERY_LIMITS = {
  /** Lexical tokens in the document: graphql-js stops parsing past this many. */
  tokens: 1000,
  /** Levels of nested fields (fragments spread out; the sandbox's schema query is exempt). */
  depth: 10,
  /** Aliased fields, `__typename` included. */
  aliases: 15,
  directives: 20,
  /** Units of work (see query-cost.ts): a list field counts its selection once per item asked for. */
  cost: 5000,
};

const refusal = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });

/** A refusal worded when a document is refused (so in the reader's language). */
const report = (message: () => string) => [(context: ValidationContext | null) => context?.reportError(refusal(message()))];

/** graphql-armor's depth, alias and directive rules, each refusing with a sentence; Apollo runs them with GraphQL's own validation. */
export const queryShapeRules = new ApolloArmor({
  maxTokens: { enabled: false },
  costLimit: { enabled: false },
  blockFieldSuggestion: { enabled: false },
  maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, propagateOnRejection: false, onReject: report(() => t('graphql:tooDeep', { max: QUERY_LIMITS.depth })) },
  maxAliases: { n: QUERY_LIMITS.aliases, allowList: [], propagateOnRejection: false, onReject: report(() => t('graphql:tooManyAliases', { max: QUERY_LIMITS.aliases })) },
  maxDirectives: { n: QUERY_LIMITS.directives, propagateOnRejection: false, onReject: report(() => t('graphql:tooManyDirectives', { max: QUERY_LIMITS.directives })) },
}).protect().validationRules;

/** Why an operation with these variables is refused by its cost, or null. */
export function costProblem(schema: GraphQLSchema, document: DocumentNode, request: Pick<GraphQLRequest, 'variables' | 'operationName'>): GraphQLError | null {
  const cost = queryCost(schema, document, request.variables, request.operationName);
  if (cost <= QUERY_LIMITS.cost) return null;
  const max = QUERY_LIMITS.cost;
  return refusal(Number.isFinite(cost) ? t('graphql:tooCostlyMeasured', { cost, max }) : t('graphql:tooCostly', { max }));
}

/** graphql-js's own words when it stops parsing at `maxTokens` ("Document contains more that 1000 tokens"). */
const TOKEN_LIMIT = /Document contains more \w+ \d+ tokens/;

/**
 * Refuses operations that cost more than QUERY_LIMITS.cost, with this request's variables (page
 * sizes often come from them), before any resolver runs; and words the parser's token refusal.
 */
export function queryCostLimit(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const problem = costProblem(schema, document, request);
          if (problem) throw problem;
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (TOKEN_LIMIT.test(error.message)) error.message = t('graphql:tooLong', { max: QUERY_LIMITS.tokens });
          }
        },
      };
    },
  };
}
