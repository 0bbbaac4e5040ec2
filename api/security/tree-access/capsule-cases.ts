import { must } from '../../test/trees.ts';
import type { TestClient } from '../../test/client.ts';
import { jpegPhoto } from '../../test/media.ts';
import { wav } from '../../test/audio-fixtures.ts';
import { dataOf, gql, type Answer, type Case, type Verdict } from './judge.ts';
import { EVERYONE, type Who, type World } from './world.ts';

// Time capsules for the whole tree. Ada seals one for everyone who reads her tree: Fay, Ben (kept to
// a branch, but a reader of the tree) and Cleo see that it exists, from whom and when it opens —
// never its title or message, which are Ada's until it opens; Dan, who reads none of it, does not
// even find it. Everyone who reads the tree may write a capsule for it; Dan may not.

const FIELDS = 'id status opensAt title message attachments { id } from { id } recipientKind recipients { id } treeId viewerCan { readContent update seal cancel }';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A GraphQL multipart request with one file, answered as the matrix judges answers. */
async function upload(client: TestClient, query: string, variables: Record<string, unknown>, file: { bytes: Buffer; name: string }): Promise<Answer> {
  const sent = JSON.stringify({ query, variables });
  const form = new FormData();
  form.append('operations', sent);
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  const text = await res.text();
  const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return { outcome: json.errors?.[0]?.extensions?.code ?? 'OK', status: res.status, text, json, sent };
}

export async function capsuleCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  const title = `For the whole family ${world.tag}`;
  const message = `Read this together ${world.tag}`;
  const { createTimeCapsule } = await must<{ createTimeCapsule: { id: string } }>(ada.client, `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }`, {
    i: { title, message, recipientKind: 'tree', treeId: world.treeId, opensAt: inDays(90), timeZone: 'Europe/Madrid' },
  });
  const capsuleId = createTimeCapsule.id;
  await must(ada.client, 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }', { id: capsuleId });
  const dropCapsule = async (answer: Answer) => {
    const id = dataOf<{ id: string } | null>(answer, 'createTimeCapsule')?.id;
    if (id) await world.app.orm.em.fork().execute('delete from time_capsules where id = ?', [id]);
  };
  /** The sealed capsule as a reader of the tree gets it: from Ada, sealed, nothing of its content. */
  const closed = (who: Who, shown: { status: string; title: string | null; message: string | null; attachments: unknown; from: { id: string } | null } | undefined): Partial<Verdict> => {
    if (who === 'ada') return shown?.title === title ? {} : { wrong: ['Ada does not read her own capsule'] };
    if (!shown) return { wrong: ['the capsule is not there'] };
    const leaks = [...(shown.title !== null ? ['the sealed capsule’s title'] : []), ...(shown.message !== null ? ['the sealed capsule’s message'] : []), ...(shown.attachments !== null ? ['the sealed capsule’s attachments'] : [])];
    return { leaks, wrong: shown.status === 'sealed' && shown.from?.id === ada.id ? [] : ['not shown as sealed, from Ada'] };
  };
  const noContent = (answer: Answer, who: Who): Partial<Verdict> =>
    who !== 'ada' && (answer.text.includes(title) || answer.text.includes(message)) ? { leaks: ['the sealed capsule’s words'] } : {};

  const photo = await jpegPhoto(32, 24);
  /** A new draft of Ada's for the whole tree, with a photo in it: its id and the photo's attachment id. */
  const draftOfAda = async () => {
    const { createTimeCapsule: draft } = await must<{ createTimeCapsule: { id: string } }>(ada.client, `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }`, {
      i: { title: `Draft ${world.tag}`, recipientKind: 'tree', treeId: world.treeId, opensAt: inDays(60), timeZone: 'UTC' },
    });
    const added = await upload(ada.client, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleAttachment(id: $id, file: $file) { attachments { id } } }`, { id: draft.id, file: null }, { bytes: photo, name: 'p.jpg' });
    return { id: draft.id, attachment: dataOf<{ attachments: { id: string }[] }>(added, 'addTimeCapsuleAttachment').attachments[0].id };
  };
  const dropDraft = async (_answer: Answer, prepared: Record<string, string>) => {
    await world.app.orm.em.fork().execute('delete from time_capsules where id = ?', [prepared.id]);
  };

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const on = (covers: string, object: string, attempt: (client: TestClient, prepared: Record<string, string>) => Promise<Answer>): Case => ({
      covers,
      who,
      object,
      // A draft is its creator's alone: to anyone else it is not there.
      expected: who === 'ada' ? 'OK' : 'NOT_FOUND',
      changesTree: false,
      prepare: draftOfAda,
      attempt: (prepared) => attempt(world.users[who].client, prepared),
      cleanup: dropDraft,
    });
    cases.push(
      on('Mutation.updateTimeCapsule', "Ada's draft for the whole tree", (c, p) => gql(c, `mutation($id: ID!) { updateTimeCapsule(id: $id, input: { title: "Changed" }) { ${FIELDS} } }`, { id: p.id })),
      on('Mutation.addTimeCapsuleAttachment', "a photo in Ada's draft for the whole tree", (c, p) => upload(c, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleAttachment(id: $id, file: $file) { ${FIELDS} } }`, { id: p.id, file: null }, { bytes: photo, name: 'x.jpg' })),
      on('Mutation.addTimeCapsuleRecording', "a recording in Ada's draft for the whole tree", (c, p) => upload(c, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleRecording(id: $id, file: $file) { ${FIELDS} } }`, { id: p.id, file: null }, { bytes: wav(1), name: 'x.wav' })),
      on('Mutation.removeTimeCapsuleAttachment', "the photo in Ada's draft for the whole tree", (c, p) => gql(c, `mutation($id: ID!) { removeTimeCapsuleAttachment(id: $id) { ${FIELDS} } }`, { id: p.attachment })),
      on('Mutation.sealTimeCapsule', "Ada's draft for the whole tree", (c, p) => gql(c, `mutation($id: ID!) { sealTimeCapsule(id: $id) { ${FIELDS} } }`, { id: p.id })),
      on('Mutation.cancelTimeCapsule', "Ada's draft for the whole tree", (c, p) => gql(c, `mutation($id: ID!) { cancelTimeCapsule(id: $id) { ${FIELDS} } }`, { id: p.id })),
    );
  }
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const reads = who !== 'dan';
    cases.push(
      {
        covers: 'Query.timeCapsule',
        who,
        object: "Ada's sealed capsule for the whole tree",
        expected: reads ? 'OK' : 'NOT_FOUND',
        attempt: () => gql(client, `query($id: ID!) { timeCapsule(id: $id) { ${FIELDS} } }`, { id: capsuleId }),
        inspect: (a) => (a.outcome === 'OK' ? { ...closed(who, dataOf(a, 'timeCapsule')), ...noContent(a, who) } : {}),
      },
      ...(['sentTimeCapsules', 'timeCapsulesForMe'] as const).map(
        (list): Case => ({
          covers: `Query.${list}`,
          who,
          object: "Ada's sealed capsule for the whole tree, among theirs",
          expected: 'OK',
          attempt: () => gql(client, `{ ${list} { nodes { ${FIELDS} } endCursor hasMore } }`),
          inspect: (a) => {
            const listed = (dataOf<{ nodes: { id: string }[] }>(a, list)?.nodes ?? []).find((c) => c.id === capsuleId) as Parameters<typeof closed>[1];
            // Ada's own capsule is among those she sent; a reader of the tree finds it among those for them.
            const belongs = who === 'ada' ? list === 'sentTimeCapsules' : reads && list === 'timeCapsulesForMe';
            if (!belongs) return listed ? { leaks: [`Ada's capsule among ${list}`] } : {};
            return { ...closed(who, listed), ...noContent(a, who) };
          },
        }),
      ),
      {
        covers: 'Query.recentActivity',
        who,
        object: 'the sealing of a capsule of Ada’s for the whole tree, in the activity feed',
        expected: 'OK',
        // Sealed just before the feed is read, so the newest entries hold it whatever the other cases did.
        prepare: async () => {
          const { createTimeCapsule: sealed } = await must<{ createTimeCapsule: { id: string } }>(ada.client, `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }`, {
            i: { title: `${title} (feed)`, message, recipientKind: 'tree', treeId: world.treeId, opensAt: inDays(90), timeZone: 'Europe/Madrid' },
          });
          await must(ada.client, 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }', { id: sealed.id });
          return { id: sealed.id };
        },
        attempt: () => gql(client, '{ recentActivity(first: 50) { id kind summary link actor { id } } }'),
        inspect: (a, p) => {
          const entries = (dataOf<{ kind: string; summary: string; link: string | null }[]>(a, 'recentActivity') ?? []).filter((e) => e.link === `/time-capsules#${p.id}`);
          // Its readers are told that Ada sealed it for them and when it opens; its words stay Ada's.
          if (!reads) return entries.length ? { leaks: ["the sealing of Ada's capsule, to someone it is not for"] } : {};
          const right = entries.length === 1 && entries[0].kind === 'time_capsule_sealed' && (who === 'ada' ? /^You sealed/ : /^Ada .* sealed a time capsule for you/).test(entries[0].summary);
          return { ...noContent(a, who), wrong: right ? [] : ['the sealing is not in the feed, worded for its reader'] };
        },
        cleanup: dropDraft,
      },
      {
        covers: 'Mutation.createTimeCapsule',
        who,
        object: 'a capsule for everyone who reads the tree',
        expected: reads ? 'OK' : 'REFUSED',
        changesTree: false,
        attempt: () =>
          gql(client, `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { ${FIELDS} } }`, {
            i: { title: 'Ours', recipientKind: 'tree', treeId: world.treeId, opensAt: inDays(30), timeZone: 'UTC' },
          }),
        cleanup: dropCapsule,
      },
      {
        covers: 'Query.timeCapsuleRecipientChoices',
        who,
        object: "the tree's users, as recipients",
        expected: 'OK',
        attempt: () => gql(client, '{ timeCapsuleRecipientChoices { id } }'),
        inspect: (a) => {
          const ids = (dataOf<{ id: string }[]>(a, 'timeCapsuleRecipientChoices') ?? []).map((u) => u.id);
          const others = EVERYONE.filter((o) => o !== who && o !== 'dan').map((o) => world.users[o].id);
          if (!reads) return ids.some((id) => others.includes(id)) ? { leaks: ['the tree’s users, to someone who reads none of it'] } : {};
          return others.every((id) => ids.includes(id)) ? {} : { wrong: ['not every user of the tree is offered'] };
        },
      },
    );
  }
  return cases;
}
