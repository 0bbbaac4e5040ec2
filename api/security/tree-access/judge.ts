import type { TestClient } from '../../test/client.ts';
import type { Who } from './world.ts';

// One matrix case, how it is asked, and how its answer is judged. A leak is anything the user
// should not have got: a refusal that was an answer (data, or a write that was saved), FORBIDDEN
// where the object must not even seem to exist, or one of the world's values they may not see
// anywhere in the answer. A wrong answer that reveals nothing (refusing what is allowed, another
// refusal than the one expected) is counted apart, and fails the test too.

/** GraphQL error codes, and REST statuses read as the same words. */
export type Outcome = 'OK' | 'NOT_FOUND' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'INTERNAL_SERVER_ERROR' | string;
/** REFUSED: seen but not allowed for a reason of its own (the owner leaving): FORBIDDEN or BAD_USER_INPUT. */
export type Expected = 'OK' | 'NOT_FOUND' | 'FORBIDDEN' | 'REFUSED';

export interface Answer {
  outcome: Outcome;
  status: number;
  text: string;
  json: unknown;
  /** What was sent: a value the caller sent themselves is no leak when it comes back. */
  sent: string;
}

export type Prepared = Record<string, string>;

export interface Case {
  /** The GraphQL root field (`Query.tree`) or REST path (`GET /api/…`) tried. */
  covers: string;
  who: Who;
  /** What it is tried on, in words. */
  object: string;
  expected: Expected;
  /** Makes what the attempt needs (as Ada): a person to delete, an invitation to answer … */
  prepare?: () => Promise<Prepared>;
  attempt: (prepared: Prepared) => Promise<Answer>;
  /** More findings about the answer (counts, withheld details, what is stored); may ask again. */
  inspect?: (answer: Answer, prepared: Prepared) => Partial<Verdict> | Promise<Partial<Verdict>>;
  /** Removes what the attempt made outside the matrix's tree (a tree it started). */
  cleanup?: (answer: Answer, prepared: Prepared) => Promise<void>;
  /** Whether an allowed attempt changes the tree's rows (default: every mutation and POST does). */
  changesTree?: boolean;
  /** Values otherwise secret from this user that this case shows them by design. */
  mayShow?: (prepared: Prepared) => string[];
}

const REST_OUTCOMES: Record<number, Outcome> = { 200: 'OK', 201: 'OK', 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 500: 'INTERNAL_SERVER_ERROR' };

export async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const sent = JSON.stringify({ query, variables });
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent });
  const text = await res.text();
  const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return { outcome: json.errors?.[0]?.extensions?.code ?? 'OK', status: res.status, text, json, sent };
}

export async function rest(client: TestClient, method: string, url: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await client.fetch(url, init);
  const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
  const json: unknown = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { outcome: REST_OUTCOMES[res.status] ?? String(res.status), status: res.status, text, json, sent: `${method} ${url} ${JSON.stringify(body ?? null)}` };
}

/**
 * The tree screen's page at `url`, as the browser asks for it, read as the near window the server
 * wrote into it (shared/boot): OK with that window as the answer's data, NOT_FOUND when the page
 * carries none. The whole page is the answer's text, so a secret anywhere in it counts.
 */
export async function treePage(client: TestClient, url: string): Promise<Answer> {
  const res = await client.fetch(url, { headers: { accept: 'text/html' } });
  const text = await res.text();
  const boot = /<script type="application\/json" id="kinfolk-boot">(.*?)<\/script>/s.exec(text)?.[1];
  const window = boot ? (JSON.parse(boot) as { treeWindow?: { data: Record<string, unknown> } }).treeWindow : undefined;
  const outcome = res.status !== 200 ? (REST_OUTCOMES[res.status] ?? String(res.status)) : window ? 'OK' : 'NOT_FOUND';
  return { outcome, status: res.status, text, json: window ? { data: window.data } : null, sent: `GET ${url}` };
}

/** The root field `name` of a GraphQL answer. */
export const dataOf = <T>(answer: Answer, name: string) => (answer.json as { data?: Record<string, unknown> | null } | null)?.data?.[name] as T;

const ACCEPTED: Record<Expected, Outcome[]> = { OK: ['OK'], NOT_FOUND: ['NOT_FOUND'], FORBIDDEN: ['FORBIDDEN'], REFUSED: ['FORBIDDEN', 'BAD_USER_INPUT'] };

export interface Verdict {
  leaks: string[];
  wrong: string[];
}

/**
 * Judges an answer: its outcome, the data sent with a refusal, and the secrets in it; `saved`
 * says whether the tree's rows changed (undefined for reads).
 */
export function judge(c: Case, answer: Answer, secrets: Map<string, string>, mayShow: string[], saved: boolean | undefined): Verdict {
  const leaks: string[] = [];
  const wrong: string[] = [];
  const { outcome } = answer;
  if (c.expected !== 'OK' && outcome === 'OK') leaks.push('answered instead of refused');
  else if (c.expected === 'NOT_FOUND' && outcome === 'FORBIDDEN') leaks.push('FORBIDDEN where NOT_FOUND is required (tells that it exists)');
  else if (!ACCEPTED[c.expected].includes(outcome)) wrong.push(`${outcome} instead of ${c.expected}: ${answer.text.slice(0, 200)}`);
  if (c.expected !== 'OK' && answer.json && typeof answer.json === 'object' && 'data' in answer.json) {
    const data = (answer.json as { data: Record<string, unknown> | null }).data;
    if (data && Object.values(data).some((v) => v !== null)) leaks.push(`data with the refusal: ${JSON.stringify(data).slice(0, 200)}`);
  }
  for (const [value, what] of secrets) {
    if (answer.text.includes(value) && !answer.sent.includes(value) && !mayShow.includes(value)) leaks.push(`shows ${what}`);
  }
  if (saved !== undefined) {
    if (c.expected !== 'OK' && saved) leaks.push('the refused write was saved');
    if (c.expected === 'OK' && outcome === 'OK' && !saved && c.changesTree !== false) wrong.push('the allowed write saved nothing');
  }
  return { leaks, wrong };
}
