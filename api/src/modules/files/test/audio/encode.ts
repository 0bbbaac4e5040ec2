/**
 * Encodes the committed MP3, Ogg and ADTS/AAC fixtures with real encoders, from sound made in code:
 * 3 s of a 330 Hz tone for 1 s, digital silence for 1 s, a 440 Hz tone for 1 s (so a waveform must
 * dip in its middle third), or 3 s of digital silence. Run again with
 * `node api/src/modules/files/test/audio/encode.ts` (needs Debian's lame, opus-tools, vorbis-tools and
 * ffmpeg: `apt-get install lame opus-tools vorbis-tools ffmpeg`). Each file's maker is in README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { silentWav, wav, wavHeader } from '../../../../../test/audio-fixtures.ts';

/** Tone, silence, tone: 1 s each, 16-bit at `rate`. */
function toneGapTone(rate: number, channels = 1): Buffer {
  const samples = (buffer: Buffer) => buffer.subarray(44);
  const data = Buffer.concat([samples(wav(1, { rate, channels, frequency: 330 })), samples(wav(1, { rate, channels, amplitude: 0 })), samples(wav(1, { rate, channels, frequency: 440 }))]);
  return Buffer.concat([wavHeader(data.length, rate, channels), data]);
}

const out = process.argv[2] ?? import.meta.dirname;
const work = mkdtempSync(path.join(tmpdir(), 'kinfolk-encode-'));
const source = (name: string, audio: Buffer) => {
  const file = path.join(work, `${name}.wav`);
  writeFileSync(file, audio);
  return file;
};
const sources = {
  tone44: source('tone44', toneGapTone(44100)),
  stereo44: source('stereo44', toneGapTone(44100, 2)),
  tone48: source('tone48', toneGapTone(48000)),
  tone16: source('tone16', toneGapTone(16000)),
  silence44: source('silence44', silentWav(3, 44100)),
  silence48: source('silence48', silentWav(3, 48000)),
};
// A cover picture of seeded noise (a JPEG of about 10 KB: noise does not compress), as a phone's or a music
// program's MP3 carries in its ID3v2 tag: the audio then starts far past the first bytes read to tell the type.
let seed = 1;
const noise = Buffer.alloc(96 * 96 * 3, 0).map(() => (seed = (seed * 1103515245 + 12345) % 2147483648) >> 23);
const cover = path.join(work, 'cover.jpg');
writeFileSync(cover, await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } }).jpeg({ quality: 95 }).toBuffer());
const target = (name: string) => path.join(out, name);
const ffmpeg = ['-hide_banner', '-loglevel', 'error', '-y', '-fflags', '+bitexact', '-flags:a', '+bitexact'];

const runs: [string, string, string[]][] = [
  // MPEG-1 Layer III, variable bitrate, with an ID3v2 tag and LAME's Xing frame before the audio.
  ['lame-tone.mp3', 'lame', ['--quiet', '-V', '5', '-m', 'm', '--id3v2-only', '--tt', 'Kinfolk test tone', sources.tone44, target('lame-tone.mp3')]],
  ['lame-cover.mp3', 'lame', ['--quiet', '-V', '5', '-m', 'm', '--ti', cover, '--tt', 'Kinfolk test tone', sources.tone44, target('lame-cover.mp3')]],
  // MPEG-2 Layer III (16 kHz: 576 samples a frame), constant 32 kbit/s.
  ['lame-tone-16k.mp3', 'lame', ['--quiet', '-b', '32', '-m', 'm', sources.tone16, target('lame-tone-16k.mp3')]],
  // Joint stereo: each granule's main data counted for both channels.
  ['lame-stereo.mp3', 'lame', ['--quiet', '-V', '5', '-m', 'j', sources.stereo44, target('lame-stereo.mp3')]],
  // MPEG-2.5 Layer III at 8 kHz (72 ms a frame), 16 kbit/s.
  ['lame-8k.mp3', 'lame', ['--quiet', '-b', '16', '-m', 'm', '--resample', '8', sources.tone44, target('lame-8k.mp3')]],
  // Constant 128 kbit/s: every frame as large as a loud one, its granules empty.
  ['lame-silence.mp3', 'lame', ['--quiet', '-b', '128', '-m', 'm', sources.silence44, target('lame-silence.mp3')]],
  ['opusenc-tone.opus', 'opusenc', ['--quiet', '--serial', '1', '--bitrate', '32', sources.tone48, target('opusenc-tone.opus')]],
  ['opusenc-silence.opus', 'opusenc', ['--quiet', '--serial', '1', '--bitrate', '32', sources.silence48, target('opusenc-silence.opus')]],
  ['oggenc-tone.ogg', 'oggenc', ['--quiet', '--serial', '1', '-q', '0', '-o', target('oggenc-tone.ogg'), sources.tone44]],
  ['ffmpeg-tone.aac', 'ffmpeg', [...ffmpeg, '-i', sources.tone44, '-c:a', 'aac', '-b:a', '64k', '-f', 'adts', target('ffmpeg-tone.aac')]],
  ['ffmpeg-silence.aac', 'ffmpeg', [...ffmpeg, '-i', sources.silence44, '-c:a', 'aac', '-b:a', '64k', '-f', 'adts', target('ffmpeg-silence.aac')]],
];
try {
  for (const [name, command, args] of runs) {
    execFileSync(command, args, { stdio: 'inherit' });
    console.log(name, command);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
