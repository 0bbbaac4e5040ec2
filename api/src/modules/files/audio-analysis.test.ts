import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { sendVoice } from '../../../test/voice-messages.ts';
import { AudioRefused, audioAnalyzer, containerOf, type AudioContainer, type AudioMeasure } from './audio-analysis.ts';

// Files made by real encoders (see test/audio/README.md): the tone ones hold 3 s of sound made in
// code, a tone for 1 s, digital silence for 1 s, another tone for 1 s; the silent ones nothing audible.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'test/audio', name));

/** The container the file's first bytes name, as the upload tells it. */
async function containerIn(bytes: Buffer): Promise<AudioContainer | null> {
  return containerOf((await fileTypeFromBuffer(bytes.subarray(0, 4100)))?.mime ?? '');
}

/** Walks a file as an upload arrives, `chunk` bytes at a time: its measure, or the reason it is refused. */
async function walk(bytes: Buffer, chunk: number): Promise<AudioMeasure | AudioRefused['reason']> {
  const container = await containerIn(bytes);
  if (!container) return 'not-audio';
  const analyzer = audioAnalyzer(container, 600);
  try {
    for (let at = 0; at < bytes.length; at += chunk) analyzer.push(bytes.subarray(at, at + chunk));
    return analyzer.end();
  } catch (error) {
    if (error instanceof AudioRefused) return error.reason;
    throw error;
  }
}

/** The waveform's bars that lie wholly within `from`..`to` seconds. */
function barsWithin(measure: AudioMeasure, from: number, to: number): number[] {
  const width = measure.durationSeconds / measure.peaks.length;
  return measure.peaks.filter((_, bar) => bar * width >= from && (bar + 1) * width <= to);
}

// The file, what it is, its container, and how far its measured length may be from the sound's 3 s: an
// encoder adds its delay and pads the last frame (up to 0.1 s; two of MPEG-2.5's 72 ms frames).
const TONES: [string, string, AudioContainer, number][] = [
  ['lame-tone.mp3', 'MPEG-1 Layer III, variable bitrate, ID3v2 tag and Xing frame (LAME)', 'mp3', 0.1],
  ['lame-cover.mp3', 'the same with a cover picture: a 10 KB ID3v2 tag before the audio', 'mp3', 0.1],
  ['lame-stereo.mp3', 'MPEG-1 Layer III, joint stereo (LAME)', 'mp3', 0.1],
  ['lame-tone-16k.mp3', 'MPEG-2 Layer III at 16 kHz, 32 kbit/s (LAME)', 'mp3', 0.1],
  ['lame-8k.mp3', 'MPEG-2.5 Layer III at 8 kHz, 16 kbit/s (LAME)', 'mp3', 0.2],
  ['opusenc-tone.opus', 'Ogg/Opus (opusenc)', 'ogg', 0.1],
  ['oggenc-tone.ogg', 'Ogg/Vorbis (oggenc)', 'ogg', 0.1],
  ['ffmpeg-tone.aac', 'AAC in ADTS frames (FFmpeg)', 'aac', 0.1],
];

describe('real recordings through the frame walkers', () => {
  it.each(TONES)('%s — %s: told by its bytes (%s), measured within %s s of its 3 s, the silent second seen in the waveform', async (name, _what, container, tolerance) => {
    const bytes = fixture(name);
    expect(await containerIn(bytes)).toBe(container);
    const measure = await walk(bytes, 1000);
    if (typeof measure === 'string') throw new Error(`refused: ${measure}`);
    expect(Math.abs(measure.durationSeconds - 3)).toBeLessThanOrEqual(tolerance);
    // Two seconds of tone; an encoder may spend some bits just after a tone stops.
    expect(measure.soundSeconds).toBeGreaterThan(1.8);
    expect(measure.soundSeconds).toBeLessThan(2.5);
    expect(measure.peaks).toHaveLength(Math.round(measure.durationSeconds * 10));
    expect(barsWithin(measure, 0.1, 0.9).every((peak) => peak > 0)).toBe(true);
    expect(barsWithin(measure, 1.45, 1.9)).toEqual(expect.arrayContaining([0]));
    expect(barsWithin(measure, 1.45, 1.9).every((peak) => peak === 0)).toBe(true);
    expect(barsWithin(measure, 2.1, 2.9).every((peak) => peak > 0)).toBe(true);
    // However the bytes arrive, the same measure.
    expect(await walk(bytes, 7)).toEqual(measure);
    expect(await walk(bytes, bytes.length)).toEqual(measure);
  });

  it.each([
    ['lame-silence.mp3', 'mp3'],
    ['gsutil-silence.mp3', 'mp3'],
    ['opusenc-silence.opus', 'ogg'],
    ['ffmpeg-silence.aac', 'aac'],
  ])('refuses %s as silence', async (name, container) => {
    const bytes = fixture(name);
    expect(await containerIn(bytes)).toBe(container);
    expect(await walk(bytes, 1000)).toBe('silent');
  });

  it('refuses a recording cut to its first tenth of a second as empty, and one cut mid-frame keeps its whole frames', async () => {
    for (const [name] of TONES) {
      const bytes = fixture(name);
      expect(await walk(bytes.subarray(0, Math.ceil(bytes.length / 30)), 1000)).toBe('empty');
    }
    const cut = await walk(fixture('lame-tone.mp3').subarray(0, Math.floor(fixture('lame-tone.mp3').length * 0.6) + 3), 1000);
    if (typeof cut === 'string') throw new Error(`refused: ${cut}`);
    expect(cut.durationSeconds).toBeGreaterThan(1.2);
    expect(cut.durationSeconds).toBeLessThan(2.4);
  });
});

describe('real recordings sent as voice messages', () => {
  let app: TestApp;
  let ada: Person;
  let ben: Person;
  beforeAll(async () => {
    app = await startTestApp();
    [ada, ben] = await Promise.all([buildUser(app, { name: 'Ada Formats' }), buildUser(app, { name: 'Ben Formats' })]);
    await shareTree(ada, ben, 'viewer');
  });
  afterAll(() => app.close());

  it.each([
    ['lame-tone.mp3', 'voice.ogg', 'audio/ogg', 'audio/mpeg'],
    ['lame-cover.mp3', 'voice.wav', 'audio/wav', 'audio/mpeg'],
    ['opusenc-tone.opus', 'voice.mp3', 'audio/mpeg', 'audio/ogg'],
    ['oggenc-tone.ogg', 'voice.webm', 'audio/webm', 'audio/ogg'],
    ['ffmpeg-tone.aac', 'voice.m4a', 'audio/mp4', 'audio/aac'],
  ])('keeps %s, named %s (%s), as the %s its bytes are, with its measured length', async (name, fileName, declared, served) => {
    const res = await sendVoice(ada, { title: name, recipientIds: [ben.id] }, { bytes: fixture(name), name: fileName, type: declared });
    expect(res.errors).toBeUndefined();
    const sent = res.data!.sendVoiceMessage;
    expect(sent.contentType).toBe(served);
    expect(Math.abs(sent.durationSeconds - 3)).toBeLessThanOrEqual(0.1);
    const played = await ben.client.fetch(sent.audioUrl, { headers: { range: 'bytes=0-3' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe(served);
  });

  it('refuses a silent MP3 from another encoder, whatever its name says', async () => {
    const res = await sendVoice(ada, { title: 'Quiet', recipientIds: [ben.id] }, { bytes: fixture('gsutil-silence.mp3'), name: 'voice.wav', type: 'audio/wav' });
    expect(res.errors?.[0]?.message).toBe('The recording is silent: nothing can be heard in it.');
  });
});
