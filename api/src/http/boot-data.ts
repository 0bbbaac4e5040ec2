import type { ApolloServer } from '@apollo/server';
import {
  BOOT_DATA_ID,
  CURRENT_USER_QUERY,
  DASHBOARD_ACTIVITY_COUNT,
  DASHBOARD_QUERY,
  LANDING_QUERY,
  TREE_CHART_STYLE_QUERY,
  TREE_WINDOW_QUERY,
  type BootDashboard,
  type BootData,
  type BootTreeWindow,
  type LandingSignInOptions,
} from '../../../shared/boot/index.ts';
import { nearVariables, type TreeAddress } from '../../../shared/tree-address/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/**
 * The page's boot data for this request: who is signed in, answered by the same GraphQL operation
 * the web app would send (so with the same fields and rules), and for a signed-out visitor the
 * landing page's sign-in options; null when it cannot be read now (the app then asks itself). On
 * the tree screen (`treeAddress`), the near generations it draws first and the viewer's chart
 * style, read the same way (so a tree the viewer may not see gives nothing), beside who is signed in;
 * on the dashboard (`onDashboard`), what it shows.
 */
export async function bootData(server: ApolloServer<GraphQLContext>, context: GraphQLContext, treeAddress?: TreeAddress, onDashboard = false): Promise<BootData | null> {
  const run = async (query: string, operationName: string, variables?: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, operationName, variables }, { contextValue: context });
    const result = response.body.kind === 'single' ? response.body.singleResult : null;
    return result?.data && !result.errors?.length ? result.data : null;
  };
  // Asked at once, beside who is signed in; used only for someone signed in and past onboarding.
  const treeWindow = treeAddress ? readTreeWindow(run, nearVariables(treeAddress)).catch(() => null) : null;
  const dashboard = onDashboard && context.viewer ? readDashboard(run).catch(() => null) : null;
  try {
    const currentUser = (await run(CURRENT_USER_QUERY, 'CurrentUser')) as BootData['currentUser'] | null;
    if (!currentUser) return null;
    if (currentUser.me) {
      if (!currentUser.me.isOnboarded) return { currentUser };
      const [near, figures] = await Promise.all([treeWindow, dashboard]);
      return { currentUser, ...(near && { treeWindow: near }), ...(figures && { dashboard: figures }) };
    }
    // A signed-out visitor sees the landing page: what it needs comes with the page too.
    const landing = (await run(LANDING_QUERY, 'LandingSignInOptions')) as { signInOptions: LandingSignInOptions } | null;
    return landing ? { currentUser, signInOptions: landing.signInOptions } : { currentUser };
  } catch {
    return null;
  } finally {
    // What was asked ahead and is not used (someone not yet onboarded) ends with the request, never
    // after it: it would still hold a database connection, even as the server stops.
    await Promise.all([treeWindow, dashboard]);
  }
}

type Run = (query: string, operationName: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown> | null>;

/** The near window and the chart style, or null when the window cannot be read (signed out, a tree not shown to the viewer). */
async function readTreeWindow(run: Run, variables: BootTreeWindow['variables']): Promise<BootTreeWindow | null> {
  const [data, chartStyle] = await Promise.all([run(TREE_WINDOW_QUERY, 'FamilyTree', { ...variables }), run(TREE_CHART_STYLE_QUERY, 'TreeChartStyle').catch(() => null)]);
  return data ? { variables, data: data as BootTreeWindow['data'], chartStyle: chartStyle as BootTreeWindow['chartStyle'] } : null;
}

/** The dashboard's answer, or null when it cannot be read (signed out). */
async function readDashboard(run: Run): Promise<BootDashboard | null> {
  const variables = { activityCount: DASHBOARD_ACTIVITY_COUNT };
  const data = await run(DASHBOARD_QUERY, 'Dashboard', variables);
  return data ? { variables, data } : null;
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
  // A function, not a string: a `$` in the data (a name such as "Ann $'") is not a replacement pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${element}</head>`) : `${element}${html}`;
}
