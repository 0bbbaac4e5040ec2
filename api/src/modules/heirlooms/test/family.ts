import type { TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';

/** Who the heirloom tests play with, and the people of Ada's tree by name. */
export interface HeirloomFamily {
  /** Owns the tree. */
  ada: Person;
  /** Edits it, and is one of its people (Eddie, linked and confirmed). */
  eddie: Person;
  /** Views it: living people's details are hidden from her. */
  vera: Person;
  /** Edits Chioma's branch only (Chioma and her son Kofi). */
  bob: Person;
  /** Knows nobody; has a tree of her own. */
  cleo: Person;
  people: { grace: string; ben: string; chioma: string; kofi: string; eddie: string };
}

export const HEIRLOOM_FIELDS = `id treeId name assetType description story acquisitionDate { value text earliest latest }
  value { amount currency }
  currentOwner { id how member { id firstName } from { value } to { value } datesHidden }
  previousOwners { id how member { id firstName } from { value } to { value } datesHidden }
  intendedOwner { id firstName } photos { id url } documents { id name size url } recordedBy { id }
  viewerCan { update delete passOn seeValue }`;

/**
 * Ada's tree: her mother Grace (deceased), her son Ben (living, 20), her daughter Chioma (living, 40)
 * with Chioma's son Kofi, and Eddie, a nephew who is the user Eddie. Eddie edits the tree, Vera views
 * it, Bob edits Chioma's branch; Cleo is a stranger.
 */
export async function buildHeirloomFamily(app: TestApp): Promise<HeirloomFamily> {
  const year = new Date().getUTCFullYear();
  const ada = await buildUser(app, { name: 'Ada Lovelace', dateOfBirth: '1970-02-03' });
  const grace = (await addMember(ada, 'Grace', 'parent', undefined, { isAlive: false, dateOfBirth: '1930-01-01', dateOfDeath: '1995-06-01' })).member.id;
  const ben = (await addMember(ada, 'Ben', 'child', undefined, { dateOfBirth: `${year - 20}-05-01` })).member.id;
  const chioma = (await addMember(ada, 'Chioma', 'child', undefined, { dateOfBirth: `${year - 40}-03-04` })).member.id;
  const kofi = (await addMember(ada, 'Kofi', 'child', chioma, { dateOfBirth: `${year - 15}-03-04` })).member.id;
  const eddiePerson = (await addMember(ada, 'Eddie', 'other', undefined, { dateOfBirth: '1990-07-07' })).member.id;
  const [eddie, vera, bob, cleo] = await Promise.all(['Eddie Editor', 'Vera Viewer', 'Bob Branch', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(ada, eddie, 'editor');
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, bob, 'editor', { kind: 'descendants', rootId: chioma });
  await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: eddiePerson, u: eddie.id });
  await must(eddie.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: eddiePerson });
  return { ada, eddie, vera, bob, cleo, people: { grace, ben, chioma, kofi, eddie: eddiePerson } };
}
