import type { ApolloServerPlugin } from '@apollo/server';
import { currentRequest } from '../http/request-id.ts';

/**
 * A mutation is never cut short by the request timeout (http/request-timeout.ts): it runs to its
 * commit or rollback, so its answer always says whether it was saved.
 */
export const writesRunToTheEnd: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'mutation') currentRequest()?.cancelTimeout?.();
      },
    };
  },
};
