import { randomUUID } from 'node:crypto';
import type { TestClient } from '../../test/client.ts';

// How the cross-user table asks, and what its rows are: shared by the table and its circle rows.

/** Who tries: they hold none of A's objects, whatever they send. */
export interface Actor {
  label: string;
  client: TestClient;
  userId: string;
  selfMemberId: string;
  /** A pending request sent to this actor (by D), which they may answer. */
  incomingRequestId: string;
  /** A's values this actor may see by design (C is asked to confirm the person of A's tree said to be them). */
  mayKnow: string[];
}

/** An answer as the caller sees it; `outcome` is the GraphQL error code (or OK), or the HTTP status. */
export interface Answer {
  outcome: string;
  status: number;
  text: string;
  json: unknown;
}

async function graphqlAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return { outcome: json.errors?.[0]?.extensions?.code ?? 'OK', status: res.status, text, json };
}

async function restAnswer(res: Response): Promise<Answer> {
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  let json: unknown = null;
  if (res.headers.get('content-type')?.includes('json')) json = JSON.parse(text);
  return { outcome: String(res.status), status: res.status, text, json };
}

export async function gql(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  return graphqlAnswer(await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }));
}

/** A GraphQL multipart request with one file at `filePath` (e.g. `variables.input.file`). */
export async function gqlUpload(client: TestClient, query: string, variables: Record<string, unknown>, filePath: string, file: { bytes: Buffer; name: string }): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([file.bytes]), file.name);
  return graphqlAnswer(await client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form }));
}

export async function rest(client: TestClient, method: string, url: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return restAnswer(await client.fetch(url, init));
}

/** A REST multipart request: text fields, then the file as `fileField`. */
export async function restUpload(client: TestClient, url: string, fields: Record<string, string>, fileField: string, file: { bytes: Buffer; name: string }): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([file.bytes]), file.name);
  return restAnswer(await client.fetch(url, { method: 'POST', body: form }));
}

/** The root field `name` of a GraphQL answer. */
export const field = <T>(answer: Answer, name: string) => (answer.json as { data?: Record<string, unknown> | null }).data?.[name] as T;

/** The caller's own tree (the one opened last); for a signed-out visitor, who has none, an id that is nobody's. */
export const callersTree = async (x: Actor): Promise<string> => field<{ id: string }[] | undefined>(await gql(x.client, '{ trees { id } }'), 'trees')?.[0]?.id ?? randomUUID();

export interface Case {
  /** The GraphQL root field (`Query.x`, `Mutation.x`) or REST route (`GET /path/:param`) it covers. */
  covers: string;
  what: string;
  attempt: (actor: Actor) => Promise<Answer>;
  /** Answers that count as refused (default: FORBIDDEN or NOT_FOUND; 403 or 404). */
  refusedWith?: string[];
  /** Answers that count for a signed-out visitor (default: UNAUTHENTICATED; 401), for what is read without a session. */
  signedOutWith?: string[];
}

export interface OwnCase extends Case {
  /** Answers that count as served (default: OK; 200). */
  servedWith?: string[];
  /** What the answer must say about the caller, beyond holding none of A's private values. */
  check?: (answer: Answer, actor: Actor) => void | Promise<void>;
  /**
   * It names one of A's objects by id and must find nothing of it (a filter over what the caller
   * may see): it counts as trying its field with A's ids.
   */
  namesA?: boolean;
}

export const isRest = (covers: string) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(covers);
