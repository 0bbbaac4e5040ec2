import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context.ts';

/** graphql-js's hints: ` Did you mean "id"?`, ` Did you mean the enum value "name"?` … */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Signed-out callers get no "Did you mean …?" hints in error messages, which would let them map
 * the schema field by field; signed-in users and integrators keep them.
 */
export const hideSuggestionsFromStrangers: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.viewer) return;
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(SUGGESTION, '').trim();
      },
    };
  },
};
