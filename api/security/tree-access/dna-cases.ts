import type { TestClient } from '../../test/client.ts';
import { buildFamily, makeKit, rawFile, threeGenerations } from '../../test/dna/index.ts';
import { dataOf, gql, type Answer, type Case } from './judge.ts';
import { EVERYONE, sees, type Who, type World } from './world.ts';

// DNA kits and the tree. A kit names a person of a tree, yet it is its uploader's alone: Ada's kit of
// her own person is read, listed and deleted by Ada only — Fay, who edits the whole tree, Ben, Cleo
// and Dan do not even find it. Anyone may upload a kit of a relative they see in the tree (with the
// relative's consent confirmed); naming one they do not see is NOT_FOUND, and nothing is kept.

const FIELDS = 'id provider markers inferredSex ofRelative person { id firstName } viewerCan { delete }';
const AUTOSOMES = Array.from({ length: 22 }, (_, i) => i + 1);

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

export async function dnaCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  // Autosomes only: the kit shows no sex, so it may be named for anyone.
  const file = rawFile(makeKit(buildFamily(threeGenerations(), { seed: 3 }), 'Ada', '23andMe-v5', { chromosomes: AUTOSOMES }), { compression: 'gzip' });
  const adaKit = async () => {
    const answer = await upload(ada.client, file, { personId: world.people.ada.id });
    if (answer.status !== 201) throw new Error(`Setup failed: ${answer.text}`);
    return { id: (answer.json as { id: string }).id };
  };
  const kit = (await adaKit()).id;
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
