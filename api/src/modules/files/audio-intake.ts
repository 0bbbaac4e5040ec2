import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, invalid, tooLarge } from '../../errors.ts';
import { requestLanguage, t, tIn, type Language } from '../../i18n.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { AUDIO_MIME_TYPES, AudioRefused, audioAnalyzer, containerOf, type AudioAnalyzer, type AudioContainer, type AudioMeasure } from './audio-analysis.ts';
import { discardMedia, type MediaSource } from './media-intake.ts';
import { storageOf } from './storage-of.ts';
import { StoredFile, type FilePurpose } from './stored-file.entity.ts';

/** A received recording: its row (status "uploading" until the caller's change commits it with markReady), its length and waveform. */
export interface ReceivedAudio {
  file: StoredFile;
  durationSeconds: number;
  /** The waveform: at most 800 bars, each 0..1, also on `file.peaks`. */
  peaks: number[];
}

export interface AudioIntakeOptions {
  /** What the file is for; the stored-file policy decides who reads it by this. */
  purpose: FilePurpose;
  /** The input field errors are reported on (e.g. "audio"). */
  field: string;
  /** The longest recording taken, in seconds; by default the server's (VOICE_MAX_SECONDS, 10 minutes). */
  maxSeconds?: number;
}

/** Enough of the start of a file for its magic bytes. */
const SNIFF_BYTES = 4100;
/** While a file streams in, its row is touched this often, so the clean-up job can tell it from an abandoned one. */
const HEARTBEAT_MS = 20_000;

/**
 * Receives an audio recording (MP3, M4A/AAC, Ogg/Opus or Vorbis, WebM/Opus, WAV) — the one intake
 * for every feature that keeps a voice:
 *
 *   const { file, durationSeconds, peaks } = await receiveAudio(sc, owner, source, { purpose, field });
 *   // … then, in the transaction that keeps it: await markReady(em, file); on failure: await discardMedia(sc, file).
 *
 * As with receiveMedia, the row is written first ("uploading"); the bytes stream to storage (local
 * folder or S3) without being held: the container is told by its first bytes (a renamed program or
 * an HTML page is refused before more arrives), then every chunk is walked to its frames on the way
 * (audio-analysis.ts), so the length is measured, never taken from a header, and a recording past
 * the cap (`maxSeconds`) or over the size limit (AUDIO_MAX_MB) stops the upload there. At the end an
 * empty (under half a second) or silent recording is refused. Refusals are 400 (413 for too long or
 * too large) with the field's message, and leave neither object nor row behind. The row keeps the
 * served type (audio/…), size, `durationSeconds` and `peaks`.
 */
export async function receiveAudio(sc: ServiceContext, owner: User, source: MediaSource, options: AudioIntakeOptions): Promise<ReceivedAudio> {
  const storage = storageOf(sc.config);
  const { audio } = sc.config;
  const maxSeconds = Math.min(options.maxSeconds ?? audio.maxSeconds, audio.maxSeconds);
  const em = sc.em.fork();
  const key = `${options.purpose}/${randomUUID()}`;
  const file = em.create(StoredFile, { key, owner, purpose: options.purpose, status: 'uploading', mimeType: 'application/octet-stream', size: 0 });
  await em.flush();
  const heartbeat = setInterval(() => void em.nativeUpdate(StoredFile, { id: file.id }, { updatedAt: new Date() }).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const intake = audioStream(audio.maxBytes, maxSeconds, options.field);
    const arriving = pipeline(source.stream, intake.stream);
    const container = await Promise.race([intake.container, arriving.then(() => intake.container)]);
    const [written, arrived] = await Promise.allSettled([storage.write(key, intake.stream, { contentType: AUDIO_MIME_TYPES[container] }), arriving]);
    // A store that failed (unreachable, full) says so, rather than the upload it cut short.
    if (written.status === 'rejected' && written.reason instanceof AppError) throw written.reason;
    if (arrived.status === 'rejected') throw arrived.reason;
    if (written.status === 'rejected') throw written.reason;
    const measure = intake.measure();
    Object.assign(file, { mimeType: AUDIO_MIME_TYPES[container], size: written.value.size, durationSeconds: round(measure.durationSeconds), peaks: measure.peaks });
    return { file, durationSeconds: file.durationSeconds as number, peaks: measure.peaks };
  } catch (error) {
    await discardMedia(sc, file);
    throw error instanceof AppError ? error : invalid(t('files:interrupted'), { [options.field]: t('files:field.interrupted') });
  } finally {
    clearInterval(heartbeat);
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** A refusal worded in the request's language. */
function refusal(reason: AudioRefused['reason'], language: Language, field: string, limits: { maxSeconds: number }): AppError {
  const minutes = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(limits.maxSeconds / 60);
  const message = {
    'not-audio': () => tIn(language, 'files:notAudio'),
    damaged: () => tIn(language, 'files:damagedAudio'),
    empty: () => tIn(language, 'files:emptyAudio'),
    silent: () => tIn(language, 'files:silentAudio'),
    'too-long': () => tIn(language, 'files:audioTooLong', { minutes }),
  }[reason]();
  return reason === 'too-long' ? tooLarge(message, { [field]: message }) : invalid(message, { [field]: message });
}

/**
 * Passes a recording through: its container told from its first bytes, every chunk walked by the
 * container's analyzer and counted against the size limit, so a refusal stops the stream at once.
 * `measure()` answers the length and waveform once the stream ended.
 */
function audioStream(maxBytes: number, maxSeconds: number, field: string) {
  const language = requestLanguage();
  const limits = { maxBytes, maxSeconds };
  let head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let analyzer: AudioAnalyzer | null = null;
  let measured: AudioMeasure | null = null;
  let announce: (value: AudioContainer) => void = () => {};
  const container = new Promise<AudioContainer>((resolve) => (announce = resolve));
  const refuse = (error: unknown) => (error instanceof AudioRefused ? refusal(error.reason, language, field, limits) : error instanceof AppError ? error : refusal('damaged', language, field, limits));

  const decide = async () => {
    const found = containerOf((await fileTypeFromBuffer(Buffer.concat(head)))?.mime ?? '');
    if (!found) throw new AudioRefused('not-audio');
    analyzer = audioAnalyzer(found, maxSeconds);
    announce(found);
  };
  const feed = (stream: Transform, chunk: Buffer) => {
    (analyzer as AudioAnalyzer).push(chunk);
    stream.push(chunk);
  };
  const release = (stream: Transform) => {
    const waiting = head;
    head = [];
    for (const chunk of waiting) feed(stream, chunk);
  };
  const checkSize = () => {
    if (size > maxBytes) {
      const megabytes = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(maxBytes / 1024 / 1024);
      const message = tIn(language, 'files:audioTooLarge', { megabytes });
      throw tooLarge(message, { [field]: message });
    }
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      try {
        checkSize();
        if (analyzer) {
          feed(this, chunk);
          return done();
        }
      } catch (error) {
        return done(refuse(error));
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return done();
      decide()
        .then(() => {
          release(this);
          done();
        })
        .catch((error: unknown) => done(refuse(error)));
    },
    flush(done: TransformCallback) {
      const finish = () => {
        measured = (analyzer as AudioAnalyzer).end();
        done();
      };
      if (size === 0) return done(refusal('empty', language, field, limits));
      if (analyzer) {
        try {
          return finish();
        } catch (error) {
          return done(refuse(error));
        }
      }
      decide()
        .then(() => {
          release(this);
          finish();
        })
        .catch((error: unknown) => done(refuse(error)));
    },
  });
  return {
    stream,
    container,
    measure: () => {
      if (!measured) throw new AudioRefused('damaged');
      return measured;
    },
  };
}
