import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newPage } from './browser.ts';
import { connect, myId } from './memory-flows.ts';
import { addRelative, gql, ownTree } from './overview-flows.ts';
import type { RunningServer } from './server.ts';
import { signInAndOnboard } from './tree-flows.ts';

// The family of the voice messages, daily moments, achievements and time capsules journeys: Ada
// keeps the tree; her sister Carol and Carol's son Ben are in it, each linked to their own account
// (confirmed) and reading the tree; the tree shows living people's details to its viewers, so Carol
// sees what is recorded of Ben. All three have opened Ada's tree last, so it is their family's.

export const ADA = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
export const BEN = { fullName: 'Ben Okafor', email: 'ben@example.com' };
export const CAROL = { fullName: 'Carol Okafor', email: 'carol@example.com' };

export type Who = 'ada' | 'ben' | 'carol';

export interface VoicesFamily {
  pages: Record<Who, { context: BrowserContext; page: Page }>;
  ids: { tree: string; adaSelf: string; carolMember: string; benMember: string; ada: string; ben: string; carol: string };
}

/** A person of the tree said to be a user, who confirms it is them. */
async function linkAndConfirm(owner: Page, memberId: string, user: Page) {
  await gql(owner, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: memberId, u: await myId(user) });
  await gql(user, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: memberId });
}

/** Lets a connection read the tree (`role`), and they accept and open it. */
async function share(owner: Page, treeId: string, user: Page, role: 'viewer' | 'editor') {
  const invited = await gql<{ inviteToTree: { id: string } }>(owner, 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', {
    i: { treeId, userId: await myId(user), role },
  });
  await gql(user, 'mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id: invited.inviteToTree.id });
  await gql(user, 'mutation($id: ID!) { openTree(id: $id) { id } }', { id: treeId });
}

/** Signs the three in (the provider's form and onboarding) at `viewport`, and builds their family through the API. */
export async function buildVoicesFamily(browser: Browser, server: RunningServer, viewport: { width: number; height: number }): Promise<VoicesFamily> {
  const pages = {} as VoicesFamily['pages'];
  for (const [key, person, place] of [['ada', ADA, 'London'], ['ben', BEN, 'Lagos'], ['carol', CAROL, 'Lagos']] as const) {
    pages[key] = await newPage(browser, server.url, viewport);
    await signInAndOnboard(pages[key].page, person, place);
  }
  const ada = pages.ada.page;
  const { treeId, selfId } = await ownTree(ada);
  await gql(ada, 'mutation($id: ID!, $i: UpdateTreeInput!) { updateTree(id: $id, input: $i) { id } }', { id: treeId, i: { showLivingDetails: true } });
  const carolMember = await addRelative(ada, { firstName: 'Carol', lastName: 'Okafor', gender: 'female', relationshipType: 'sibling', birth: '1968' });
  const benMember = await addRelative(ada, { firstName: 'Ben', lastName: 'Okafor', gender: 'male', relationshipType: 'child', relativeId: carolMember, birth: '2003' });
  await connect(ada, pages.ben.page);
  await connect(ada, pages.carol.page);
  await share(ada, treeId, pages.ben.page, 'viewer');
  await share(ada, treeId, pages.carol.page, 'viewer');
  await linkAndConfirm(ada, carolMember, pages.carol.page);
  await linkAndConfirm(ada, benMember, pages.ben.page);
  return {
    pages,
    ids: { tree: treeId, adaSelf: selfId, carolMember, benMember, ada: await myId(ada), ben: await myId(pages.ben.page), carol: await myId(pages.carol.page) },
  };
}

/**
 * A GraphQL mutation with one file (GraphQL multipart request), from the signed-in page: the file
 * travels as `variables.<at>`, e.g. `input.audio`.
 */
export async function gqlUpload<T>(page: Page, query: string, variables: Record<string, unknown>, at: string, file: { path: string; type: string }): Promise<T> {
  const bytes = readFileSync(file.path).toString('base64');
  const body = await page.evaluate(
    async ({ query, variables, at, bytes, type, name }) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      form.append('map', JSON.stringify({ 0: [`variables.${at}`] }));
      const raw = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      form.append('0', new Blob([raw], { type }), name);
      const answer = await fetch('/graphql', { method: 'POST', headers: { 'Apollo-Require-Preflight': 'true' }, body: form });
      return answer.json();
    },
    { query, variables, at, bytes, type: file.type, name: path.basename(file.path) },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** The first moment, at least `seconds` from now, on a whole minute (as a minute-precise picker sets it). */
export function wholeMinuteAfter(seconds: number, now = new Date()): Date {
  const at = new Date(now.getTime() + seconds * 1000);
  if (at.getSeconds() || at.getMilliseconds()) at.setMinutes(at.getMinutes() + 1, 0, 0);
  return at;
}
