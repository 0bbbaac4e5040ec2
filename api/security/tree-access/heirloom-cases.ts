import { PNG_1PX } from '../../test/client.ts';
import { dataOf, gql, rest, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Heirlooms of the tree. Ada adds one (with a photo, a PDF and a value) held by each tried person.
// An heirloom is read by the tree's readers; Ben, kept to his branch, reads only those whose people
// are all in it; Dan reads none. Nobody who may not read one learns it exists (NOT_FOUND), through
// any field, list, search, the timeline or its files' URLs. Its value is the owner's and editors'
// (Ada, Fay, Ben for his branch's), never Cleo's; a living owner's dates are hidden from Cleo. The
// owner and editors add, change, pass on and delete them (Ben within his branch: a person outside it
// is a bad input, as one that does not exist); Cleo may change nothing.

const FIELDS = `id name treeId value { amount currency } currentOwner { id member { id firstName } from { value } datesHidden }
  previousOwners { member { id } } intendedOwner { id } photos { id url } documents { id name url } viewerCan { update delete passOn seeValue }`;
const SINCE = '17 MAR 1990';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

/** Whether a user reads an heirloom held by this person (its only person). */
const reads = (who: Who, p: TreePerson) => sees(who, p);
const reading = (who: Who, p: TreePerson): Expected => (reads(who, p) ? 'OK' : 'NOT_FOUND');
/** Changing one: whoever reads it and edits the tree (the viewer is told she may only look). */
const changing = (who: Who, p: TreePerson): Expected => (!reads(who, p) ? 'NOT_FOUND' : who === 'cleo' ? 'FORBIDDEN' : 'OK');
/** Adding one held by this person: Dan reads no tree of Ada's; a person the user does not see is a bad input; the viewer is refused. */
const adding = (who: Who, p: TreePerson): Expected => (who === 'dan' ? 'NOT_FOUND' : !sees(who, p) ? 'REFUSED' : who === 'cleo' ? 'FORBIDDEN' : 'OK');
/** Who may see what it is worth. */
const seesValue = (who: Who, p: TreePerson) => reads(who, p) && who !== 'cleo';

/** Every heirloom an answer holds, wherever it is in the answer. */
function heirloomsIn(json: unknown): { name: string; currentOwner?: { from?: unknown } | null }[] {
  if (!json || typeof json !== 'object') return [];
  const here = 'name' in json && 'currentOwner' in json ? [json as { name: string; currentOwner?: { from?: unknown } | null }] : [];
  return [...here, ...Object.values(json).flatMap(heirloomsIn)];
}

interface Made {
  id: string;
  name: string;
  amount: string;
  photo: string;
  document: string;
}

export async function heirloomCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const add = async (p: TreePerson, name: string): Promise<Made> => {
    const amount = `${1_000_000 + Math.floor(Math.random() * 8_999_999)}.37`;
    const res = await ada.client.gqlUpload<{ createHeirloom: { id: string; photos: { url: string }[]; documents: { url: string }[] } }>(
      'mutation($i: CreateHeirloomInput!) { createHeirloom(input: $i) { id photos { url } documents { url } } }',
      { i: { treeId: world.treeId, name, assetType: 'jewellery', acquisitionDate: '1950', value: { amount, currency: 'EUR' }, currentOwner: { memberId: p.id, how: 'gift', from: SINCE }, photos: [null], documents: [null] } },
      {
        'variables.i.photos.0': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'ring.png' },
        'variables.i.documents.0': { blob: new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name: 'receipt.pdf' },
      },
    );
    if (res.errors) throw new Error(`Setup: adding an heirloom of ${p.key}: ${JSON.stringify(res.errors)}`);
    const made = res.data!.createHeirloom;
    return { id: made.id, name, amount, photo: made.photos[0].url, document: made.documents[0].url };
  };
  const made = new Map<string, Made>();
  for (const p of tried) made.set(p.key, await add(p, `Ring of ${p.key} ${world.tag}`));
  const count = async () => Number((await em().execute<{ n: number }[]>('select count(*)::int as n from family_assets where tree_id = ?', [world.treeId]))[0].n);
  const baseline = await count();
  const drop = (id: string) => em().execute('delete from family_assets where id = ?', [id]);
  /** Puts a journey back as it was made: its person holding it since SINCE, nobody before or after. */
  const restoreJourney = async (id: string) => {
    await em().execute('delete from family_asset_owners where heirloom_id = ? and position > 0', [id]);
    await em().execute(`update family_asset_owners set current = true, until = null, until_earliest = null, until_latest = null where heirloom_id = ?`, [id]);
  };

  /** Nothing of an heirloom the user may not read, nor a value they may not see, nor a living owner's dates to Cleo. */
  const hidden = (who: Who, answer: Answer): Partial<Verdict> => ({
    leaks: tried.flatMap((p) => {
      const h = made.get(p.key)!;
      return [
        ...(!reads(who, p) && answer.text.includes(h.name) ? [`shows the heirloom of ${p.key}`] : []),
        ...(!seesValue(who, p) && answer.text.includes(h.amount) ? [`shows the value of the heirloom of ${p.key}`] : []),
        ...(who === 'cleo' && p.living && heirloomsIn(answer.json).some((x) => x.name === h.name && x.currentOwner?.from) ? [`shows since when ${p.key}, living, holds it`] : []),
      ];
    }),
  });
  const unchanged = async (answer: Answer): Promise<Partial<Verdict>> => (answer.outcome !== 'OK' && (await count()) !== baseline ? { leaks: ['the refused write was saved'] } : {});
  const withHidden = (who: Who, answer: Answer, more: string[]): Partial<Verdict> => ({ leaks: [...(hidden(who, answer).leaks ?? []), ...more] });

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const listed = (names: string[], what: string) => tried.filter((p) => reads(who, p) && !names.includes(made.get(p.key)!.name)).map((p) => `${what} leaves out the heirloom of ${p.key}`);
    cases.push(
      {
        covers: 'Query.heirlooms',
        who,
        object: "the tree's heirlooms",
        expected: who === 'dan' ? 'NOT_FOUND' : 'OK',
        attempt: () => gql(client, `query($t: ID) { heirlooms(treeId: $t, first: 50) { nodes { ${FIELDS} } } }`, { t: world.treeId }),
        inspect: (answer) => ({ ...hidden(who, answer), wrong: answer.outcome === 'OK' ? listed(dataOf<{ nodes: { name: string }[] }>(answer, 'heirlooms').nodes.map((n) => n.name), 'the list') : [] }),
      },
      {
        covers: 'Query.search',
        who,
        object: "the tree's heirlooms by name",
        expected: 'OK',
        attempt: () => gql(client, 'query($q: String!) { search(query: $q, first: 20) { heirlooms { id title subtitle link } } }', { q: `Ring ${world.tag}` }),
        inspect: (answer) => ({ ...hidden(who, answer), wrong: answer.outcome === 'OK' ? listed(dataOf<{ heirlooms: { title: string }[] }>(answer, 'search').heirlooms.map((h) => h.title), 'search') : [] }),
      },
      {
        covers: 'Query.timeline',
        who,
        object: 'the days the heirlooms came into the family',
        expected: 'OK',
        attempt: () => gql(client, '{ timeline(first: 200) { nodes { id type title description link involvedMembers { id } } } }'),
        inspect: (answer) => {
          if (answer.outcome !== 'OK') return hidden(who, answer);
          const links = dataOf<{ nodes: { type: string; link: string }[] }>(answer, 'timeline').nodes.filter((n) => n.type === 'heirloom').map((n) => n.link);
          return { ...hidden(who, answer), wrong: tried.filter((p) => reads(who, p) && !links.includes(`/heirlooms/${made.get(p.key)!.id}`)).map((p) => `the timeline leaves out the heirloom of ${p.key}`) };
        },
      },
    );
    for (const p of tried) {
      const on = describePerson(p);
      const h = made.get(p.key)!;
      const target = p.inBranch ? world.people.nico : world.people.felix;
      cases.push(
        {
          covers: 'Query.heirloom',
          who,
          object: `the heirloom of ${on}`,
          expected: reading(who, p),
          attempt: () => gql(client, `query($id: ID!) { heirloom(id: $id) { ${FIELDS} } }`, { id: h.id }),
          inspect: (answer) => {
            const verdict = hidden(who, answer);
            if (answer.outcome !== 'OK') return verdict;
            const read = dataOf<{ value: unknown; currentOwner: { datesHidden: boolean } }>(answer, 'heirloom');
            const wrong = [...(seesValue(who, p) && !read.value ? ['leaves out the value'] : []), ...(read.currentOwner.datesHidden !== (who === 'cleo' && p.living) ? ['hides the owner’s dates wrongly'] : [])];
            return { ...verdict, wrong };
          },
        },
        {
          covers: 'Query.memberHeirlooms',
          who,
          object: `the heirlooms of ${on}`,
          expected: 'OK',
          attempt: () => gql(client, `query($id: ID!) { memberHeirlooms(memberId: $id) { ${FIELDS} } }`, { id: p.id }),
          inspect: (answer) => {
            const ids = answer.outcome === 'OK' ? dataOf<{ id: string }[]>(answer, 'memberHeirlooms').map((x) => x.id) : [];
            return { ...hidden(who, answer), wrong: reads(who, p) && !ids.includes(h.id) ? ['leaves it out'] : [] };
          },
        },
        { covers: 'GET /uploads/:key', who, object: `the photo of the heirloom of ${on}`, expected: reading(who, p), attempt: () => rest(client, 'GET', h.photo) },
        { covers: 'GET /uploads/:key', who, object: `the document of the heirloom of ${on}`, expected: reading(who, p), attempt: () => rest(client, 'GET', h.document) },
        {
          covers: 'Mutation.createHeirloom',
          who,
          object: `an heirloom held by ${on}`,
          expected: adding(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($i: CreateHeirloomInput!) { createHeirloom(input: $i) { ${FIELDS} } }`, { i: { treeId: world.treeId, name: `Clock of ${p.key}`, assetType: 'furniture', currentOwner: { memberId: p.id } } }),
          inspect: (answer) => unchanged(answer),
          cleanup: async (answer) => void (answer.outcome === 'OK' && (await drop(dataOf<{ id: string }>(answer, 'createHeirloom').id))),
        },
        {
          covers: 'Mutation.updateHeirloom',
          who,
          object: `the heirloom of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($id: ID!) { updateHeirloom(id: $id, input: { story: "Changed" }) { ${FIELDS} } }`, { id: h.id }),
          inspect: async (answer) => {
            const [row] = await em().execute<{ story: string | null }[]>('select story from family_assets where id = ?', [h.id]);
            return withHidden(who, answer, answer.outcome !== 'OK' && row?.story === 'Changed' ? ['the refused change was saved'] : []);
          },
          cleanup: async () => void (await em().execute('update family_assets set story = null where id = ?', [h.id])),
        },
        {
          covers: 'Mutation.passOnHeirloom',
          who,
          object: `the heirloom of ${on}, to ${target.key}`,
          expected: changing(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($id: ID!, $to: ID!) { passOnHeirloom(id: $id, input: { toMemberId: $to, how: inherited, date: "2001" }) { ${FIELDS} } }`, { id: h.id, to: target.id }),
          inspect: async (answer) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_asset_owners where heirloom_id = ?', [h.id]);
            const passed = Number(row.n) > 1;
            if (answer.outcome === 'OK') return passed ? hidden(who, answer) : { wrong: ['it did not pass on'] };
            return withHidden(who, answer, passed ? ['the refused passing was saved'] : []);
          },
          cleanup: () => restoreJourney(h.id),
        },
        {
          covers: 'Mutation.addHeirloomPhoto',
          who,
          object: `a photo of the heirloom of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          attempt: async () => {
            const res = await client.gqlUpload('mutation($id: ID!, $f: Upload!) { addHeirloomPhoto(id: $id, photo: $f) { id photos { id } } }', { id: h.id, f: null }, { 'variables.f': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'more.png' } });
            const text = JSON.stringify(res);
            return { outcome: res.errors?.[0]?.extensions?.code ?? 'OK', status: 200, text, json: res, sent: 'addHeirloomPhoto' };
          },
          inspect: async (answer) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_asset_photos where heirloom_id = ?', [h.id]);
            return withHidden(who, answer, answer.outcome !== 'OK' && Number(row.n) !== 1 ? ['the refused photo was kept'] : []);
          },
          cleanup: async () => void (await em().execute(`delete from stored_files where id in (select file_id from family_asset_photos where heirloom_id = ? order by position, created_at offset 1)`, [h.id])),
        },
        {
          covers: 'Mutation.removeHeirloomPhoto',
          who,
          object: `the photo of the heirloom of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          prepare: async () => {
            const res = await ada.client.gqlUpload<{ addHeirloomPhoto: { photos: { id: string }[] } }>('mutation($id: ID!, $f: Upload!) { addHeirloomPhoto(id: $id, photo: $f) { photos { id } } }', { id: h.id, f: null }, { 'variables.f': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'spare.png' } });
            return { photoId: res.data!.addHeirloomPhoto.photos.at(-1)!.id };
          },
          attempt: (prepared) => gql(client, 'mutation($id: ID!, $p: ID!) { removeHeirloomPhoto(id: $id, photoId: $p) { id photos { id } } }', { id: h.id, p: prepared.photoId }),
          inspect: async (answer, prepared) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_asset_photos where id = ?', [prepared.photoId]);
            if (answer.outcome === 'OK') return Number(row.n) === 0 ? {} : { wrong: ['the photo is still there'] };
            return withHidden(who, answer, Number(row.n) === 1 ? [] : ['the refused removal was saved']);
          },
          cleanup: async (_answer, prepared) => void (await em().execute(`delete from stored_files where id in (select file_id from family_asset_photos where id = ?)`, [prepared.photoId])),
        },
        {
          covers: 'Mutation.addHeirloomDocument',
          who,
          object: `a document of the heirloom of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          attempt: async () => {
            const res = await client.gqlUpload('mutation($id: ID!, $f: Upload!) { addHeirloomDocument(id: $id, document: $f) { id documents { id } } }', { id: h.id, f: null }, { 'variables.f': { blob: new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name: 'will.pdf' } });
            return { outcome: res.errors?.[0]?.extensions?.code ?? 'OK', status: 200, text: JSON.stringify(res), json: res, sent: 'addHeirloomDocument' };
          },
          inspect: async (answer) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_asset_documents where heirloom_id = ?', [h.id]);
            return withHidden(who, answer, answer.outcome !== 'OK' && Number(row.n) !== 1 ? ['the refused document was kept'] : []);
          },
          cleanup: async () => void (await em().execute(`delete from stored_files where id in (select file_id from family_asset_documents where heirloom_id = ? order by position, created_at offset 1)`, [h.id])),
        },
        {
          covers: 'Mutation.removeHeirloomDocument',
          who,
          object: `the document of the heirloom of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          prepare: async () => {
            const res = await ada.client.gqlUpload<{ addHeirloomDocument: { documents: { id: string }[] } }>('mutation($id: ID!, $f: Upload!) { addHeirloomDocument(id: $id, document: $f) { documents { id } } }', { id: h.id, f: null }, { 'variables.f': { blob: new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name: 'spare.pdf' } });
            return { documentId: res.data!.addHeirloomDocument.documents.at(-1)!.id };
          },
          attempt: (prepared) => gql(client, 'mutation($id: ID!, $d: ID!) { removeHeirloomDocument(id: $id, documentId: $d) { id documents { id } } }', { id: h.id, d: prepared.documentId }),
          inspect: async (answer, prepared) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_asset_documents where id = ?', [prepared.documentId]);
            if (answer.outcome === 'OK') return Number(row.n) === 0 ? {} : { wrong: ['the document is still there'] };
            return withHidden(who, answer, Number(row.n) === 1 ? [] : ['the refused removal was saved']);
          },
          cleanup: async (_answer, prepared) => void (await em().execute(`delete from stored_files where id in (select file_id from family_asset_documents where id = ?)`, [prepared.documentId])),
        },
        {
          covers: 'Mutation.deleteHeirloom',
          who,
          object: `an heirloom held by ${on}`,
          expected: changing(who, p),
          changesTree: false,
          prepare: async () => ({ id: (await add(p, `Brooch of ${p.key} ${world.tag}`)).id }),
          attempt: (prepared) => gql(client, 'mutation($id: ID!) { deleteHeirloom(id: $id) }', { id: prepared.id }),
          inspect: async (answer, prepared) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_assets where id = ?', [prepared.id]);
            if (answer.outcome === 'OK') return Number(row.n) === 0 ? {} : { wrong: ['the heirloom is still there'] };
            return Number(row.n) === 1 ? {} : { leaks: ['the refused delete was saved'] };
          },
          cleanup: async (_answer, prepared) => void (await drop(prepared.id)),
        },
      );
    }
  }
  return cases;
}
