// How a refusal of hostile input must read, whatever the transport: a status of the 4xx kind, a
// sentence (or a GraphQL error with its code), and no trace of the server's insides.

/** What an answer must never show: stack frames, source files, the server's folders, SQL or driver internals. */
export const INTERNALS = /\n\s+at |stacktrace|\.[cm]?[jt]s\b|node_modules|\/(work|home|tmp|usr|srv)\/|\b(select|insert|update|delete)\b.*\b(from|into|set)\b|relation "|Exception\b|TypeError|ReferenceError/i;

export interface GraphQLRefusal {
  status: number;
  code: string | undefined;
  message: string | undefined;
  fields: Record<string, string> | undefined;
  data: unknown;
}

/** A GraphQL answer that must be a refusal: its first error, checked for internals. */
export async function graphqlRefusal(res: Response): Promise<GraphQLRefusal> {
  const text = await res.text();
  expect(text).not.toMatch(INTERNALS);
  const body = JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
  const [error] = body.errors ?? [];
  return { status: res.status, code: error?.extensions?.code, message: error?.message, fields: error?.extensions?.fields, data: body.data ?? null };
}

/** A REST answer that must be a refusal: its status and sentence, in plain text, checked for internals. */
export async function restRefusal(res: Response): Promise<{ status: number; sentence: string }> {
  const text = await res.text();
  expect(text).not.toMatch(INTERNALS);
  if (res.status >= 400) expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return { status: res.status, sentence: text.split('\n')[0] };
}

/** A GraphQL request as a browser sends it, answered as the raw response. */
export const postGraphQL = (client: { fetch(path: string, init?: RequestInit): Promise<Response> }, query: string, variables?: Record<string, unknown>) =>
  client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
