import { chromium, type Browser } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ARGS } from './browser.ts';

// A fake microphone for the recording journeys: Chromium's fake capture device reads a WAV file
// (looping it) instead of a real microphone, and its fake permission prompt says yes. The WAV is
// made here, in code: a voice-like sound (a fundamental with its harmonics, its pitch gliding, its
// loudness rising and falling in syllables with short pauses), never silence, which the server
// refuses.

/**
 * A 16-bit PCM mono WAV of `seconds` at `rate` Hz: a voice-like sound (about 180 Hz with five
 * harmonics, pitch gliding ±15 %), in syllables of about a fifth of a second with short breaths between.
 */
export function voiceLikeWav(seconds = 4, rate = 48_000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const pitch = 180 * (1 + 0.15 * Math.sin(2 * Math.PI * 0.7 * t));
    phase += (2 * Math.PI * pitch) / rate;
    let voice = 0;
    for (let h = 1; h <= 5; h++) voice += Math.sin(h * phase) / h;
    // Syllables: a 4.5 Hz envelope, a pause every ~1.3 s, a slower swell over the whole phrase.
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4.5 * t)) ** 0.6;
    const breath = t % 1.3 < 1.1 ? 1 : 0.05;
    const swell = 0.6 + 0.4 * Math.sin((Math.PI * t) / seconds);
    const value = 0.45 * voice * syllable * breath * swell;
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value * 32767))), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface FakeMicrophone {
  /** The WAV the fake device plays. */
  file: string;
  /** Removes the WAV's folder. */
  remove: () => void;
}

/** Writes the voice-like WAV to a folder of its own under the system's temporary folder. */
export function makeFakeMicrophone(seconds = 4): FakeMicrophone {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-e2e-mic-'));
  const file = path.join(dir, 'voice.wav');
  writeFileSync(file, voiceLikeWav(seconds));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Chromium as launchBrowser starts it, with a fake microphone playing `wav` and the permission
 * prompt answered yes (for this browser only: other tests keep the plain one).
 */
export function launchBrowserWithMicrophone(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...BROWSER_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`, '--autoplay-policy=no-user-gesture-required'],
  });
}
