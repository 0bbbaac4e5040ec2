import type { GraphiQLProps } from 'graphiql';

/** Sends the sandbox's operations to the API with the browser's session cookie. */
export const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    // Not a GraphQL answer (a proxy or server failure): show what came back.
    return { errors: [{ message: `${response.status}: ${text.trim() || response.statusText}` }] };
  }
};
