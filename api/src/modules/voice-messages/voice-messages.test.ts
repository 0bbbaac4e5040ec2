import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, connect, shareTree, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { createCircle } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { silentWav, wav, wavHeader } from '../../../test/audio-fixtures.ts';
import { sendVoice, VOICE_FIELDS, type VoiceMessageBody } from '../../../test/voice-messages.ts';

const FIXTURES = path.join(import.meta.dirname, '../files/test/audio');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let dan: Person;
let eve: Person;
let circleId: string;

const INBOX = `query($unheard: Boolean) { voiceInbox(unheardOnly: $unheard) { nodes { ${VOICE_FIELDS} } hasMore endCursor } unheardVoiceMessageCount }`;
const SENT = `{ sentVoiceMessages { nodes { ${VOICE_FIELDS} } } }`;
const ONE = `query($id: ID!) { voiceMessage(id: $id) { ${VOICE_FIELDS} } }`;
const HEARD = `mutation($id: ID!) { markVoiceMessageHeard(id: $id) { ${VOICE_FIELDS} } }`;

/** The voice recordings' rows and stored objects, to show a refusal left nothing behind. */
async function leftovers(on: TestApp) {
  const [row] = await rows<{ count: number }>(on, `select count(*)::int as count from stored_files where purpose = 'voice-message'`);
  const folder = path.join(on.config.uploadsDir, 'voice-message');
  let objects: number;
  try {
    objects = readdirSync(folder).length;
  } catch {
    objects = 0;
  }
  return { rows: row?.count ?? -1, objects };
}

/** Rows of a statement on a server's database. */
const rows = <T>(on: TestApp, text: string, params: unknown[] = []) => on.orm.em.fork().execute<T[]>(text, params);

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan, eve] = await Promise.all([
    buildUser(app, { name: 'Ada Voice' }),
    buildUser(app, { name: 'Ben Voice' }),
    buildUser(app, { name: 'Cleo Stranger' }),
    buildUser(app, { name: 'Dan Viewer' }),
    buildUser(app, { name: 'Eve Circle' }),
  ]);
  await shareTree(ada, ben, 'editor');
  await shareTree(ada, dan, 'viewer');
  await connect(ada, eve);
  circleId = await createCircle(ada, 'Voices', [eve]);
});
afterAll(() => app.close());

describe('a voice message from Ada to Ben', () => {
  let message: VoiceMessageBody;
  const tone = wav(2, { frequency: 330 });

  it('is received, measured from its samples and given a waveform', async () => {
    const res = await sendVoice(ada, { title: 'Happy birthday, Ben', description: 'From the kitchen', transcript: 'Happy birthday!', recipientIds: [ben.id] }, { bytes: tone, name: 'song.mp3', type: 'audio/mpeg' });
    expect(res.errors).toBeUndefined();
    message = res.data!.sendVoiceMessage;
    expect(message).toMatchObject({ title: 'Happy birthday, Ben', contentType: 'audio/wav', durationSeconds: 2, recipientCount: 1, heard: true, isStory: false, viewerCan: { update: true, delete: true, markHeard: false } });
    expect(message.peaks).toHaveLength(20);
    expect(Math.max(...message.peaks)).toBeCloseTo(0.5, 1);
    expect(message.recipients).toEqual([{ user: { id: ben.id }, heardAt: null }]);
  });

  it('waits in Ben’s inbox, unheard, and he is told', async () => {
    const inbox = await must<{ voiceInbox: { nodes: VoiceMessageBody[] }; unheardVoiceMessageCount: number }>(ben.client, INBOX, { unheard: true });
    expect(inbox.voiceInbox.nodes.map((m) => [m.id, m.heard])).toEqual([[message.id, false]]);
    expect(inbox.unheardVoiceMessageCount).toBe(1);
    expect(inbox.voiceInbox.nodes[0].recipients).toEqual([]);
    expect(inbox.voiceInbox.nodes[0].viewerCan).toEqual({ update: false, delete: false, markHeard: true });
    const notes = await rows<{ kind: string; message: string }>(app, `select kind, message from notifications where user_id = ? and object_id = ?`, [ben.id, message.id]);
    expect(notes).toEqual([{ kind: 'voice_message', message: 'Ada Voice sent you a voice message: “Happy birthday, Ben”.' }]);
    const sent = await must<{ sentVoiceMessages: { nodes: { id: string }[] } }>(ada.client, SENT);
    expect(sent.sentVoiceMessages.nodes.map((m) => m.id)).toEqual([message.id]);
  });

  it('is played through its file URL with ranges by Ben and Ada, and refused to anyone else', async () => {
    const whole = await ben.client.fetch(message.audioUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(tone);
    const part = await ben.client.fetch(message.audioUrl, { headers: { range: 'bytes=44-143' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(tone.subarray(44, 144));
    expect((await ada.client.fetch(message.audioUrl)).status).toBe(200);
    for (const other of [cleo, dan, eve]) expect((await other.client.fetch(message.audioUrl)).status).toBe(403);
    expect((await new TestClient(app.url).fetch(message.audioUrl)).status).toBe(401);
  });

  it('is read by nobody else: not found for the tree’s viewer, a circle member or a stranger', async () => {
    for (const other of [cleo, dan, eve]) {
      expect(codeOf(await other.client.gql(ONE, { id: message.id }))).toBe('NOT_FOUND');
      const inbox = await must<{ voiceInbox: { nodes: unknown[] } }>(other.client, INBOX);
      expect(inbox.voiceInbox.nodes).toEqual([]);
      expect(codeOf(await other.client.gql(HEARD, { id: message.id }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await new TestClient(app.url).gql(ONE, { id: message.id }))).toBe('UNAUTHENTICATED');
  });

  it('is marked heard once: the first time is kept', async () => {
    const first = await must<{ markVoiceMessageHeard: VoiceMessageBody }>(ben.client, HEARD, { id: message.id });
    expect(first.markVoiceMessageHeard.heard).toBe(true);
    const heardAt = first.markVoiceMessageHeard.heardAt;
    expect(heardAt).toBeTruthy();
    const again = await must<{ markVoiceMessageHeard: VoiceMessageBody }>(ben.client, HEARD, { id: message.id });
    expect(again.markVoiceMessageHeard.heardAt).toBe(heardAt);
    expect((await must<{ unheardVoiceMessageCount: number }>(ben.client, '{ unheardVoiceMessageCount }')).unheardVoiceMessageCount).toBe(0);
    const seenBySender = await must<{ voiceMessage: VoiceMessageBody }>(ada.client, ONE, { id: message.id });
    expect(seenBySender.voiceMessage.recipients).toEqual([{ user: { id: ben.id }, heardAt }]);
    expect(codeOf(await ada.client.gql(HEARD, { id: message.id }))).toBe('FORBIDDEN');
  });

  it('is changed and deleted by its sender alone', async () => {
    const change = 'mutation($id: ID!, $input: UpdateVoiceMessageInput!) { updateVoiceMessage(id: $id, input: $input) { title transcript } }';
    expect(codeOf(await ben.client.gql(change, { id: message.id, input: { title: 'Mine now' } }))).toBe('FORBIDDEN');
    const changed = await must<{ updateVoiceMessage: { title: string; transcript: string | null } }>(ada.client, change, { id: message.id, input: { title: 'Birthday song', transcript: '' } });
    expect(changed.updateVoiceMessage).toEqual({ title: 'Birthday song', transcript: null });
    expect(codeOf(await ben.client.gql('mutation($id: ID!) { deleteVoiceMessage(id: $id) }', { id: message.id }))).toBe('FORBIDDEN');
  });
});

describe('searching, the activity record and stories', () => {
  let storyId: string;
  beforeAll(async () => {
    const res = await sendVoice(ada, { title: 'How grandpa met grandma', isStory: true, recipientIds: [ben.id, dan.id] }, { bytes: wav(1.5) });
    expect(res.errors).toBeUndefined();
    storyId = res.data!.sendVoiceMessage.id;
  });

  it('finds a message’s title for its sender and recipients only', async () => {
    const SEARCH = '{ search(query: "grandpa met") { voiceMessages { id kind title link } } }';
    for (const reader of [ada, ben, dan]) {
      const found = await must<{ search: { voiceMessages: { id: string; kind: string }[] } }>(reader.client, SEARCH);
      expect(found.search.voiceMessages).toEqual([expect.objectContaining({ id: storyId, kind: 'voice_message', title: 'How grandpa met grandma', link: `/voice-messages#${storyId}` })]);
    }
    for (const other of [cleo, eve]) expect((await must<{ search: { voiceMessages: unknown[] } }>(other.client, SEARCH)).search.voiceMessages).toEqual([]);
  });

  it('lists a voice story among the voice stories and with the sender’s person, for those who may hear it', async () => {
    const STORIES = 'query($memberId: ID) { voiceStories(memberId: $memberId) { id } }';
    expect((await must<{ voiceStories: { id: string }[] }>(ben.client, STORIES)).voiceStories.map((s) => s.id)).toEqual([storyId]);
    expect((await must<{ voiceStories: { id: string }[] }>(dan.client, STORIES, { memberId: ada.selfMemberId })).voiceStories.map((s) => s.id)).toEqual([storyId]);
    expect((await must<{ voiceStories: unknown[] }>(eve.client, STORIES)).voiceStories).toEqual([]);
    expect(codeOf(await cleo.client.gql(STORIES, { memberId: ada.selfMemberId }))).toBe('NOT_FOUND');
  });

  it('leaves a story out of its sender’s person, as the tree screen shows them, for a reader of the tree it was not sent to', async () => {
    const sent = await sendVoice(ada, { title: 'Only for Ben', isStory: true, recipientIds: [ben.id] }, { bytes: wav(1.5) });
    expect(sent.errors).toBeUndefined();
    const onlyBen = sent.data!.sendVoiceMessage.id;
    const STORIES = 'query($memberId: ID) { voiceStories(memberId: $memberId) { id } }';
    const storiesOfAda = async (reader: Person) => (await must<{ voiceStories: { id: string }[] }>(reader.client, STORIES, { memberId: ada.selfMemberId })).voiceStories.map((s) => s.id);
    expect(await storiesOfAda(ben)).toEqual([onlyBen, storyId]);
    expect(await storiesOfAda(ada)).toEqual([onlyBen, storyId]);
    // Dan reads Ada's tree and sees her person, but this story was not sent to him.
    expect(await storiesOfAda(dan)).toEqual([storyId]);
  });

  it('records the sending in the activity record, read by those who may read the message', async () => {
    const events = await rows<{ verb: string }>(app, `select verb from events where object_id = ?`, [storyId]);
    expect(events).toEqual([{ verb: 'voice_message_sent' }]);
  });
});

describe('whom a message may go to', () => {
  const SEND_ERR = async (input: Record<string, unknown>) => {
    const before = await leftovers(app);
    const res = await sendVoice(ada, { title: 'Hello', ...input }, { bytes: wav(1) });
    expect(await leftovers(app)).toEqual(before);
    return res;
  };

  it('goes to a circle’s other members, who become its recipients', async () => {
    const res = await sendVoice(ada, { title: 'To the circle', circleId }, { bytes: wav(1) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendVoiceMessage.recipients).toEqual([{ user: { id: eve.id }, heardAt: null }]);
    const inbox = await must<{ voiceInbox: { nodes: { id: string }[] } }>(eve.client, INBOX);
    expect(inbox.voiceInbox.nodes.map((m) => m.id)).toContain(res.data!.sendVoiceMessage.id);
  });

  it('refuses someone who shares no tree with the sender, a circle not theirs, nobody, and 10,000 people', async () => {
    const stranger = await SEND_ERR({ recipientIds: [cleo.id] });
    expect(codeOf(stranger)).toBe('BAD_USER_INPUT');
    expect(stranger.errors![0].extensions!.fields).toEqual({ recipientIds: 'Choose relatives who share a tree with you.' });
    // Eve is in Ada's circle but reads none of Ada's trees: not a relative to name.
    expect(codeOf(await SEND_ERR({ recipientIds: [eve.id] }))).toBe('BAD_USER_INPUT');
    const cleoCircle = await createCircle(cleo, 'Not Ada’s', []);
    const circle = await SEND_ERR({ circleId: cleoCircle });
    expect(circle.errors![0].extensions!.fields).toEqual({ circleId: 'Choose one of your circles.' });
    expect((await SEND_ERR({})).errors![0].extensions!.fields).toEqual({ recipientIds: 'Choose who hears it.' });
    const many = Array.from({ length: 10_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const crowd = await SEND_ERR({ recipientIds: many });
    expect(codeOf(crowd)).toBe('BAD_USER_INPUT');
    expect(crowd.errors![0].extensions!.fields).toEqual({ recipientIds: 'At most 200 relatives at once.' });
    expect(codeOf(await SEND_ERR({ recipientIds: ['not-an-id'] }))).toBe('BAD_USER_INPUT');
  });
});

describe('recordings refused by their content', () => {
  const refused = async (bytes: Buffer, name: string, type = 'audio/webm') => {
    const before = await leftovers(app);
    const res = await sendVoice(ada, { title: 'Hello', recipientIds: [ben.id] }, { bytes, name, type });
    expect(await leftovers(app)).toEqual(before);
    return res.errors?.[0];
  };

  it('refuses a renamed program and an HTML page as audio', async () => {
    const program = readFileSync(process.execPath).subarray(0, 64 * 1024);
    const elf = await refused(program, 'voice.webm');
    expect(elf?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(elf?.message).toBe('Please choose an audio recording (MP3, M4A/AAC, Ogg/Opus, WebM or WAV).');
    const html = await refused(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.repeat(100)), 'voice.wav', 'audio/wav');
    expect(html?.message).toBe('Please choose an audio recording (MP3, M4A/AAC, Ogg/Opus, WebM or WAV).');
  });

  it('refuses an empty file, a 0-second recording and silence', async () => {
    expect((await refused(Buffer.alloc(0), 'nothing.wav'))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refused(wavHeader(0), 'zero.wav'))?.message).toBe('The recording is empty: nothing was recorded.');
    expect((await refused(silentWav(3), 'quiet.wav'))?.message).toBe('The recording is silent: nothing can be heard in it.');
    expect((await refused(fixture('chromium-silence.webm'), 'quiet.webm'))?.message).toBe('The recording is silent: nothing can be heard in it.');
    expect((await refused(fixture('chromium-silence.m4a'), 'quiet.m4a'))?.message).toBe('The recording is silent: nothing can be heard in it.');
  });

  it('measures a browser’s WebM (no length in its header) and MP4 from their frames', async () => {
    for (const [name, contentType] of [['chromium-tone.webm', 'audio/webm'], ['chromium-tone.m4a', 'audio/mp4']]) {
      const res = await sendVoice(ada, { title: name, recipientIds: [ben.id] }, { bytes: fixture(name), name, type: 'audio/webm' });
      expect(res.errors).toBeUndefined();
      const sent = res.data!.sendVoiceMessage;
      expect(sent.contentType).toBe(contentType);
      // The length the server measured in the file's frames (the committed recordings hold 2.5 s of
      // sound), not how long anything took: a slow machine cannot change it.
      expect(sent.durationSeconds).toBeGreaterThan(2);
      expect(sent.durationSeconds).toBeLessThan(3);
      expect(sent.peaks.length).toBeGreaterThan(20);
      expect(sent.peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    }
  });
});

describe('the cap and the size limit', () => {
  let small: TestApp;
  let sender: Person;
  let hearer: Person;
  beforeAll(async () => {
    small = await startTestApp({ VOICE_MAX_SECONDS: '3', AUDIO_MAX_MB: '0.25' });
    [sender, hearer] = await Promise.all([buildUser(small, { name: 'Sam Cap' }), buildUser(small, { name: 'Hal Cap' })]);
    await shareTree(sender, hearer, 'viewer');
  });
  afterAll(() => small.close());

  it('takes a recording up to the cap, and refuses one longer or larger with 413, leaving nothing behind', async () => {
    const send = (bytes: Buffer) => sendVoice(sender, { title: 'Cap', recipientIds: [hearer.id] }, { bytes });
    expect((await send(wav(3, { rate: 8000 }))).errors).toBeUndefined();
    const before = await leftovers(small);
    const long = await send(wav(5, { rate: 8000 }));
    expect(long.errors?.[0]).toMatchObject({ message: 'The recording is longer than 0.05 minutes.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    // A header that says less than its samples: the samples are counted as they come.
    const lying = wav(5, { rate: 8000 });
    lying.writeUInt32LE(0xffffffff, 40);
    expect((await send(lying)).errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    const large = await send(wav(2.9, { rate: 48000 }));
    expect(large.errors?.[0]).toMatchObject({ message: 'The recording is larger than 0.25 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await leftovers(small)).toEqual(before);
  });
});

describe('my data', () => {
  it('exports the messages I sent with their recordings, and the list of those I received', async () => {
    const res = await ada.client.fetch('/api/me/export');
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const voice = JSON.parse(strFromU8(entries['voice-messages.json'])) as { sent: { title: string; file: string; recipients: unknown[] }[]; received: unknown[] };
    expect(voice.sent.map((m) => m.title)).toEqual(expect.arrayContaining(['Birthday song', 'How grandpa met grandma']));
    for (const sent of voice.sent) expect(entries[sent.file]?.length).toBeGreaterThan(0);
    const benVoice = JSON.parse(strFromU8(unzipSync(new Uint8Array(await (await ben.client.fetch('/api/me/export')).arrayBuffer()))['voice-messages.json'])) as { sent: unknown[]; received: { title: string; senderId: string }[] };
    expect(benVoice.sent).toEqual([]);
    expect(benVoice.received.map((m) => m.title)).toEqual(expect.arrayContaining(['Birthday song', 'How grandpa met grandma']));
  });

  it('takes a deleted sender’s messages away from their recipients too', async () => {
    const fay = await buildUser(app, { name: 'Fay Leaving' });
    await shareTree(fay, ben, 'viewer');
    const sent = await sendVoice(fay, { title: 'Goodbye', recipientIds: [ben.id] }, { bytes: wav(1) });
    const id = sent.data!.sendVoiceMessage.id;
    await must(fay.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: fay.email, trees: [{ treeId: fay.treeId }] } });
    expect(codeOf(await ben.client.gql(ONE, { id }))).toBe('NOT_FOUND');
    const [file] = await rows<{ status: string }>(app, `select status from stored_files where key = ?`, [sent.data!.sendVoiceMessage.audioUrl.slice('/uploads/'.length)]);
    expect(file?.status ?? 'gone').not.toBe('ready');
  });
});
