import type { ApolloServer } from '@apollo/server';
import { BOOT_DATA_ID, CURRENT_USER_QUERY, type BootData } from '../../../shared/boot/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/**
 * The page's boot data for this request: who is signed in, answered by the same GraphQL operation
 * the web app would send (so with the same fields and rules), or null when it cannot be read now
 * (the app then asks itself).
 */
export async function bootData(server: ApolloServer<GraphQLContext>, context: GraphQLContext): Promise<BootData | null> {
  try {
    const response = await server.executeOperation({ query: CURRENT_USER_QUERY, operationName: 'CurrentUser' }, { contextValue: context });
    const result = response.body.kind === 'single' ? response.body.singleResult : null;
    if (!result?.data || result.errors?.length) return null;
    return { currentUser: result.data as BootData['currentUser'] };
  } catch {
    return null;
  }
}

/**
 * The page with its boot data in a JSON script element (data, not script: the Content-Security-Policy
 * has nothing to allow), before `</head>` (or first, in a page without a head). `<` is escaped, so no text in it (a name holding
 * `</script>`) can end the element.
 */
export function withBootData(html: string, data: BootData | null): string {
  if (!data) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : `${element}${html}`;
}
