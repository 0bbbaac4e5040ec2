import type { ApolloServerPlugin } from '@apollo/server';
import { currentRequest } from '../http/request-id.ts';

/**
 * A mutation is never cut short by the request timeout (http/request-timeout.ts): it runs to its
 * commit or rollback, so its answer always says whether it was saved. The operation's name is
 * noted for the access line and the latency metrics.
 */
export const writesRunToTheEnd: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, operationName }) {
        const request = currentRequest();
        if (request && operationName) request.operation = operationName;
        if (operation?.operation === 'mutation') request?.cancelTimeout?.();
      },
    };
  },
};
