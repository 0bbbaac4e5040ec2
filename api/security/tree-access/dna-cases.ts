import type { TestClient } from '../../test/client.ts';
import { buildFamily, LIGHT_KIT_EVERY_NTH, makeKit, rawFile, threeGenerations } from '../../test/dna/index.ts';
import { dataOf, gql, type Answer, type Case } from './judge.ts';
import { EVERYONE, sees, type Who, type World } from './world.ts';

// DNA kits and the tree. A kit names a person of a tree, yet it is its uploader's alone: Ada's kit of
// her own person is read, listed and deleted by Ada only — Fay, who edits the whole tree, Ben, Cleo
// and Dan do not even find it. Anyone may upload a kit of a relative they see in the tree (with the
// relative's consent confirmed); naming one they do not see is NOT_FOUND, and nothing is kept.

const FIELDS = 'id provider markers inferredSex ofRelative person { id firstName } viewerCan { delete } matchingStatus comparedCount compareTotal lastSynced matchConsents { id tree { id } withUser { id } } matches { id totalCm }';
const MATCH_FIELDS = 'id kit { id } matchedUser { id } matchedPerson { id firstName } matchedProvider totalCm segmentCount segments { chromosome startBp endBp cM kind } predictions { probability relationships { key label } } treeCheck { relationship summary fits } computedAt';
const AUTOSOMES = Array.from({ length: 22 }, (_, i) => i + 1);
// Kits are light ones (LIGHT_KIT_EVERY_NTH, taken by the matrix's server): who may upload, read and
// delete a kit does not depend on its size; whole kits of real size are read, stored and compared in
// api/src/modules/dna/ and api/test/dna/.

/** POST /api/dna/kits with a file and fields, answered as the matrix judges answers. */
async function upload(client: TestClient, file: Uint8Array, fields: Record<string, string>): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'genome.txt.gz');
  const res = await client.fetch('/api/dna/kits', { method: 'POST', body: form });
  const text = await res.text();
  const outcome = ({ 201: 'OK', 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as Record<number, string>)[res.status] ?? String(res.status);
  return { outcome, status: res.status, text, json: res.status === 201 ? JSON.parse(text) : null, sent: `POST /api/dna/kits ${JSON.stringify(fields)}` };
}

/** The ids of a kit's matches once its comparisons job has made at least `count`. */
async function matchesOnceCompared(client: TestClient, kitId: string, count: number): Promise<string[]> {
  for (let i = 0; i < 1200; i++) {
    const answer = await gql(client, 'query($id: ID!) { dnaKit(id: $id) { matchingStatus matches { id } } }', { id: kitId });
    const kit = dataOf<{ matchingStatus: string; matches: { id: string }[] }>(answer, 'dnaKit');
    if (kit && kit.matches.length >= count) return kit.matches.map((m) => m.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Setup failed: the kits were not compared');
}

export async function dnaCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  // Autosomes only: the kit shows no sex, so it may be named for anyone.
  const file = rawFile(makeKit(buildFamily(threeGenerations(), { seed: 3 }), 'Ada', '23andMe-v5', { chromosomes: AUTOSOMES, everyNth: LIGHT_KIT_EVERY_NTH }), { compression: 'gzip' });
  const adaKit = async () => {
    const answer = await upload(ada.client, file, { personId: world.people.ada.id });
    if (answer.status !== 201) throw new Error(`Setup failed: ${answer.text}`);
    return { id: (answer.json as { id: string }).id };
  };
  const kit = (await adaKit()).id;
  // Two more kits of Ada's, of relatives she sees (their consent confirmed): one owner's kits are
  // compared with each other without any agreement, so her first kit has two matches.
  for (const person of [world.people.mara, world.people.felix]) {
    const answer = await upload(ada.client, file, { personId: person.id, relativeConsent: 'true' });
    if (answer.status !== 201) throw new Error(`Setup failed: ${answer.text}`);
  }
  const matchIds = await matchesOnceCompared(ada.client, kit, 2);
  const agree = (client: TestClient) => gql(client, 'mutation($i: AgreeToDnaMatchInput!) { agreeToDnaMatch(input: $i) { id matchConsents { id } } }', { i: { kitId: kit, treeId: world.treeId } });
  const consentIds = async () => (dataOf<{ matchConsents: { id: string }[] }>(await gql(ada.client, 'query($id: ID!) { dnaKit(id: $id) { matchConsents { id } } }', { id: kit }), 'dnaKit')?.matchConsents ?? []).map((c) => c.id);
  const withdrawAll = async () => {
    for (const id of await consentIds()) await gql(ada.client, 'mutation($id: ID!) { withdrawDnaMatchConsent(id: $id) { id } }', { id });
  };
  const readers = new Set([world.users.fay.id, world.users.ben.id, world.users.cleo.id]);
  const dropKit = (who: Who) => async (answer: Answer) => {
    const id = (answer.json as { id?: string } | null)?.id;
    if (id) await gql(world.users[who].client, 'mutation($id: ID!) { deleteDnaKit(id: $id) }', { id });
  };

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const expected = who === 'ada' ? 'OK' : 'NOT_FOUND';
    cases.push(
      { covers: 'Query.dnaKit', who, object: "Ada's kit of her own person", expected, attempt: () => gql(client, `query($id: ID!) { dnaKit(id: $id) { ${FIELDS} } }`, { id: kit }) },
      {
        covers: 'Query.myDnaKits',
        who,
        object: "their own kits, never Ada's",
        expected: 'OK',
        attempt: () => gql(client, `{ myDnaKits { ${FIELDS} } }`),
        inspect: (answer) => {
          const listed = (dataOf<{ id: string }[]>(answer, 'myDnaKits') ?? []).some((k) => k.id === kit);
          if (who === 'ada') return listed ? {} : { wrong: ['Ada does not find her own kit'] };
          return listed ? { leaks: ["lists Ada's kit"] } : {};
        },
      },
      {
        covers: 'Mutation.deleteDnaKit',
        who,
        object: "a kit of Ada's",
        expected,
        changesTree: false,
        prepare: adaKit,
        attempt: (prepared) => gql(client, 'mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: prepared.id }),
        cleanup: async (_answer, prepared) => {
          await gql(ada.client, 'mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: prepared.id });
        },
      },
    );
    cases.push(
      { covers: 'Query.dnaMatch', who, object: "a match of Ada's kit", expected, attempt: () => gql(client, `query($id: ID!) { dnaMatch(id: $id) { ${MATCH_FIELDS} } }`, { id: matchIds[0] }) },
      {
        covers: 'Query.dnaTriangulation',
        who,
        object: "Ada's kit and two of its matches",
        expected,
        attempt: () => gql(client, 'query($k: ID!, $m: [ID!]!) { dnaTriangulation(kitId: $k, matchIds: $m) { comparedWithEachOther segments { chromosome startBp endBp cM confirmed } } }', { k: kit, m: matchIds }),
      },
      {
        covers: 'Query.dnaMatchChoices',
        who,
        object: 'the relatives they may agree to match with',
        expected: 'OK',
        attempt: () => gql(client, '{ dnaMatchChoices { id displayName } }'),
        inspect: (answer) => {
          const ids = new Set((dataOf<{ id: string }[]>(answer, 'dnaMatchChoices') ?? []).map((u) => u.id));
          if (who === 'ada') return [...readers].every((id) => ids.has(id)) && !ids.has(world.users.dan.id) ? {} : { wrong: ["Ada's choices are not the tree's readers"] };
          if (who === 'dan') return ids.has(ada.id) ? { leaks: ['Dan, with no access, is offered Ada'] } : {};
          return ids.has(ada.id) ? {} : { wrong: ['a reader of the tree is not offered Ada'] };
        },
      },
      {
        covers: 'Mutation.agreeToDnaMatch',
        who,
        object: "Ada's kit, within the tree",
        expected,
        changesTree: false,
        attempt: () => agree(client),
        inspect: async (answer) => {
          const kept = (await consentIds()).length;
          if (answer.outcome === 'OK') return kept === 1 ? {} : { wrong: [`${kept} agreements kept instead of one`] };
          return kept === 0 ? {} : { leaks: ['a refused agreement was kept'] };
        },
        cleanup: withdrawAll,
      },
      {
        covers: 'Mutation.withdrawDnaMatchConsent',
        who,
        object: "Ada's agreement to match within the tree",
        expected,
        changesTree: false,
        prepare: async () => {
          await agree(ada.client);
          return { id: (await consentIds())[0] };
        },
        attempt: (prepared) => gql(client, 'mutation($id: ID!) { withdrawDnaMatchConsent(id: $id) { id } }', { id: prepared.id }),
        inspect: async (answer) => {
          const kept = (await consentIds()).length;
          if (answer.outcome === 'OK') return kept === 0 ? {} : { wrong: ['the agreement is still kept'] };
          return kept === 1 ? {} : { leaks: ["someone else withdrew Ada's agreement"] };
        },
        cleanup: withdrawAll,
      },
    );
    for (const person of [world.people.sela, world.people.otto]) {
      cases.push({
        covers: 'POST /api/dna/kits',
        who,
        object: `a kit of ${person.key}, their consent confirmed`,
        expected: sees(who, person) ? 'OK' : 'NOT_FOUND',
        changesTree: false,
        attempt: () => upload(client, file, { personId: person.id, relativeConsent: 'true' }),
        inspect: async (answer) => {
          const [{ count }] = await world.app.orm.em.fork().execute<{ count: number }[]>('select count(*)::int as count from dna_profiles where user_id = ? and person_id = ?', [world.users[who].id, person.id]);
          if (answer.outcome === 'OK') return count === 1 ? {} : { wrong: [`${count} kits kept instead of one`] };
          return count === 0 ? {} : { leaks: ['a refused kit was kept'] };
        },
        cleanup: dropKit(who),
      });
    }
  }
  return cases;
}
