/**
 * Audio made in code for tests: a WAV (16-bit PCM) of a tone, of silence, or of nothing. Compressed
 * recordings (Chromium's MediaRecorder's WebM and MP4, LAME's MP3, opusenc's and oggenc's Ogg, FFmpeg's
 * ADTS AAC) are committed files made from these, see api/src/modules/files/test/audio/README.md.
 */
export function wav(seconds: number, options: { frequency?: number; amplitude?: number; rate?: number; channels?: number } = {}): Buffer {
  const { frequency = 440, amplitude = 0.5, rate = 16000, channels = 1 } = options;
  const frames = Math.round(seconds * rate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * frame) / rate) * amplitude * 32767);
    for (let channel = 0; channel < channels; channel++) data.writeInt16LE(value, (frame * channels + channel) * 2);
  }
  return Buffer.concat([wavHeader(data.length, rate, channels), data]);
}

/** A WAV of digital silence. */
export const silentWav = (seconds: number, rate = 16000) => wav(seconds, { amplitude: 0, rate });

/** The 44-byte header of a 16-bit PCM WAV holding `dataBytes`. */
export function wavHeader(dataBytes: number, rate = 16000, channels = 1): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(0xffffffff, 36 + dataBytes), 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(Math.min(0xffffffff, dataBytes), 40);
  return header;
}
