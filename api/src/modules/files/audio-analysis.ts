/**
 * Measures an audio file as its bytes stream past, without decoding compressed audio and without
 * holding the file: each container is walked to its frames (WAV's samples, Ogg's pages and packets,
 * WebM's blocks, MP4's samples from `moov` or `moof`, MP3's and ADTS AAC's frames). From them come
 * the length (measured from the frames, never taken from a header: a WebM from MediaRecorder has
 * none) and, per stretch of time, a level:
 *
 * - WAV (PCM): exact — each 10 ms window's peak and RMS of its samples.
 * - Compressed (Opus, Vorbis, AAC, MP3): the bits the encoder spent on each frame, per second (for
 *   MP3 Layer III the main-data bits of each granule, `part2_3_length`). An encoder spends almost
 *   nothing on silence (a silent Opus or AAC frame is a few bytes, a silent MP3 granule 0 bits), so
 *   a recording whose frames all stay under SOUND_BITRATE is silence. A constant-bitrate stream
 *   (MP3 Layer I/II, some AAC encoders) spends the same on silence and sound: there silence cannot
 *   be told and is let through.
 *
 * The waveform's peaks are these levels folded into at most MAX_PEAKS bars (0..1): PCM's peaks are
 * amplitudes, a compressed file's are its relative bitrate, a good likeness of loudness for speech.
 */

/** Why an audio file is refused; the intake words each. */
export type AudioRefusal = 'not-audio' | 'damaged' | 'empty' | 'silent' | 'too-long';

export class AudioRefused extends Error {
  readonly reason: AudioRefusal;

  constructor(reason: AudioRefusal, detail = '') {
    super(`Audio refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.reason = reason;
  }
}

/** The containers taken, told by their first bytes. */
export type AudioContainer = 'wav' | 'ogg' | 'webm' | 'mp4' | 'mp3' | 'aac';

/** The type each container is stored and served with. */
export const AUDIO_MIME_TYPES: Record<AudioContainer, string> = {
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
};

/** The container of a type file-type found in the first bytes, or null for anything else. */
export function containerOf(sniffedMime: string): AudioContainer | null {
  if (sniffedMime === 'audio/wav' || sniffedMime === 'audio/vnd.wave') return 'wav';
  if (sniffedMime.startsWith('audio/ogg')) return 'ogg';
  if (sniffedMime === 'video/webm' || sniffedMime === 'audio/webm' || sniffedMime === 'video/x-matroska' || sniffedMime === 'audio/x-matroska') return 'webm';
  if (['audio/mp4', 'audio/x-m4a', 'video/mp4', 'video/quicktime'].includes(sniffedMime)) return 'mp4';
  if (sniffedMime === 'audio/mpeg') return 'mp3';
  if (sniffedMime === 'audio/aac') return 'aac';
  return null;
}

/** A compressed frame spending fewer bits per second than this is taken as silence. */
export const SOUND_BITRATE = 6000;
/** A PCM window whose RMS is under this (−50 dBFS) is taken as silence. */
export const SOUND_RMS = 10 ** (-50 / 20);
/** Less sound than this, in seconds, and the recording is silence. */
export const MIN_SOUND_SECONDS = 0.2;
/** Shorter than this, in seconds, and the recording is empty. */
export const MIN_SECONDS = 0.5;
/** The most bars a waveform has. */
export const MAX_PEAKS = 800;
/** Bars per second for short recordings (fewer than MAX_PEAKS in all). */
const PEAKS_PER_SECOND = 10;
/** The largest header box (MP4's moov or moof) read into memory. */
const MAX_HEADER_BYTES = 32 * 1024 * 1024;

export interface AudioMeasure {
  durationSeconds: number;
  /** Seconds of frames above the silence level. */
  soundSeconds: number;
  peaks: number[];
}

/** The frames found so far: when each starts, how long it lasts, its level and whether it is sound. */
class Frames {
  private readonly starts: number[] = [];
  private readonly durations: number[] = [];
  private readonly levels: number[] = [];
  readonly pcm: boolean;
  private readonly maxSeconds: number;
  end = 0;

  constructor(pcm: boolean, maxSeconds: number) {
    this.pcm = pcm;
    this.maxSeconds = maxSeconds;
  }

  get count() {
    return this.starts.length;
  }

  /**
   * A frame; for a compressed one `level` is its bits per second (or, while its length is unknown
   * (NaN), its bits), for PCM its peak (0..1) beside its RMS. A frame past the cap stops the upload.
   */
  add(start: number, duration: number, level: number, rms = 0) {
    this.starts.push(start);
    this.durations.push(duration);
    this.levels.push(level);
    if (this.pcm) this.rms.push(rms);
    if (Number.isFinite(duration)) this.end = Math.max(this.end, start + duration);
    if (this.end > this.maxSeconds + 0.5) throw new AudioRefused('too-long');
  }

  private readonly rms: number[] = [];

  /** Fills frames of unknown length (NaN) from the gap to the next one, the last with the typical length. */
  fillDurations() {
    const order = this.starts.map((_, index) => index).sort((a, b) => this.starts[a] - this.starts[b]);
    const known = this.durations.filter((d) => Number.isFinite(d) && d > 0);
    let typical = known.length > 0 ? known.sort((a, b) => a - b)[Math.floor(known.length / 2)] : 0;
    if (!typical) {
      const gaps = order.slice(1).map((index, at) => this.starts[index] - this.starts[order[at]]).filter((gap) => gap > 0).sort((a, b) => a - b);
      typical = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)] : 0.02;
    }
    order.forEach((index, at) => {
      if (Number.isFinite(this.durations[index])) return;
      const next = order[at + 1];
      const gap = next === undefined ? typical : this.starts[next] - this.starts[index];
      this.durations[index] = gap > 0 ? gap : typical;
      if (!this.pcm) this.levels[index] = this.levels[index] / this.durations[index];
      this.end = Math.max(this.end, this.starts[index] + this.durations[index]);
    });
  }

  measure(durationSeconds: number): AudioMeasure {
    let soundSeconds = 0;
    for (let index = 0; index < this.count; index++) {
      const sound = this.pcm ? this.rms[index] > SOUND_RMS : this.levels[index] >= SOUND_BITRATE;
      if (sound) soundSeconds += this.durations[index];
    }
    return { durationSeconds, soundSeconds, peaks: this.peaks(durationSeconds) };
  }

  private peaks(durationSeconds: number): number[] {
    const bars = Math.max(1, Math.min(MAX_PEAKS, Math.round(durationSeconds * PEAKS_PER_SECOND)));
    const values = new Array<number>(bars).fill(0);
    // A compressed file's level runs from the silence level to what its loud frames spend (95th percentile).
    let top = 1;
    if (!this.pcm) {
      const loud = this.levels.filter((level) => level >= SOUND_BITRATE).sort((a, b) => a - b);
      top = loud.length > 0 ? loud[Math.floor((loud.length - 1) * 0.95)] - SOUND_BITRATE : 1;
    }
    for (let index = 0; index < this.count; index++) {
      const bar = Math.min(bars - 1, Math.max(0, Math.floor((this.starts[index] / durationSeconds) * bars)));
      const value = this.pcm ? this.levels[index] : Math.max(0, this.levels[index] - SOUND_BITRATE) / Math.max(top, 1);
      if (value > values[bar]) values[bar] = value;
    }
    // A bar between two sparse frames (long frames, short recording) takes the one before it.
    for (let bar = 1; bar < bars; bar++) if (values[bar] === 0 && this.count < bars) values[bar] = values[bar - 1];
    return values.map((value) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000);
  }
}

/** The bytes that arrived and are not yet read, read as whole pieces once enough are there. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  private skipping = 0;

  push(chunk: Buffer) {
    if (this.skipping > 0) {
      const skipped = Math.min(this.skipping, chunk.length);
      this.skipping -= skipped;
      chunk = chunk.subarray(skipped);
    }
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.length += chunk.length;
    }
  }

  /** Whether `n` bytes can be read now (none while a skip is pending). */
  has(n: number) {
    return this.skipping === 0 && this.length >= n;
  }

  peek(n: number): Buffer {
    if (this.chunks[0]?.length >= n) return this.chunks[0].subarray(0, n);
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined.subarray(0, n);
  }

  take(n: number): Buffer {
    const taken = Buffer.from(this.peek(n));
    this.drop(n);
    return taken;
  }

  /** Skips `n` bytes, those not here yet as they come. */
  skip(n: number) {
    const now = Math.min(n, this.length);
    this.drop(now);
    this.skipping += n - now;
  }

  private drop(n: number) {
    this.length -= n;
    while (n > 0) {
      const first = this.chunks[0];
      if (first.length <= n) {
        n -= first.length;
        this.chunks.shift();
      } else {
        this.chunks[0] = first.subarray(n);
        n = 0;
      }
    }
  }
}

/** Reads a container as it streams: `push` each chunk (throws AudioRefused at once when the file is refused), `end` at the end. */
export interface AudioAnalyzer {
  push(chunk: Buffer): void;
  end(): AudioMeasure;
}

export function audioAnalyzer(container: AudioContainer, maxSeconds: number): AudioAnalyzer {
  const walker = { wav: WavWalker, ogg: OggWalker, webm: WebmWalker, mp4: Mp4Walker, mp3: Mp3Walker, aac: AdtsWalker }[container];
  return new walker(maxSeconds);
}

abstract class Walker implements AudioAnalyzer {
  protected readonly bytes = new ByteQueue();
  protected frames: Frames;
  protected readonly maxSeconds: number;

  constructor(maxSeconds: number, pcm = false) {
    this.maxSeconds = maxSeconds;
    this.frames = new Frames(pcm, maxSeconds);
  }

  push(chunk: Buffer) {
    this.bytes.push(chunk);
    this.step();
  }

  protected abstract step(): void;

  /** The measured length; by default where the last frame ends. */
  protected duration(): number {
    return this.frames.end;
  }

  end(): AudioMeasure {
    this.finish();
    this.frames.fillDurations();
    const durationSeconds = this.duration();
    if (this.frames.count === 0 || !(durationSeconds >= MIN_SECONDS)) throw new AudioRefused('empty');
    if (durationSeconds > this.maxSeconds + 0.5) throw new AudioRefused('too-long');
    const measure = this.frames.measure(durationSeconds);
    if (measure.soundSeconds < MIN_SOUND_SECONDS) throw new AudioRefused('silent');
    return measure;
  }

  /** Reads what is left at the end, if anything. */
  protected finish() {}
}

// ── WAV ──

class WavWalker extends Walker {
  private state: 'riff' | 'chunk' | 'data' = 'riff';
  private format = { code: 0, channels: 0, rate: 0, bits: 0, align: 0 };
  private dataLeft = Infinity;
  private frameIndex = 0;
  private readonly window = { samples: 0, peak: 0, squares: 0, size: 0, start: 0 };

  constructor(maxSeconds: number) {
    super(maxSeconds, true);
  }

  protected step() {
    while (true) {
      if (this.state === 'riff') {
        if (!this.bytes.has(12)) return;
        const head = this.bytes.take(12);
        if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') throw new AudioRefused('not-audio');
        this.state = 'chunk';
      } else if (this.state === 'chunk') {
        if (!this.bytes.has(8)) return;
        const head = this.bytes.peek(8);
        const id = head.toString('latin1', 0, 4);
        const size = head.readUInt32LE(4);
        if (id === 'data') {
          this.bytes.skip(8);
          if (!this.format.align) throw new AudioRefused('damaged', 'data before fmt');
          this.dataLeft = size === 0 || size === 0xffffffff ? Infinity : size;
          // The header's length, when it says one, is checked before the samples come.
          if (Number.isFinite(this.dataLeft) && this.dataLeft / (this.format.align * this.format.rate) > this.maxSeconds + 0.5) throw new AudioRefused('too-long');
          this.window.size = Math.max(1, Math.round(this.format.rate / 100));
          this.state = 'data';
        } else if (id === 'fmt ') {
          if (!this.bytes.has(8 + size)) return;
          const fmt = this.bytes.take(8 + size).subarray(8);
          if (fmt.length < 16) throw new AudioRefused('damaged');
          let code = fmt.readUInt16LE(0);
          if (code === 0xfffe && fmt.length >= 26) code = fmt.readUInt16LE(24);
          this.format = { code, channels: fmt.readUInt16LE(2), rate: fmt.readUInt32LE(4), align: fmt.readUInt16LE(12), bits: fmt.readUInt16LE(14) };
          const { channels, rate, bits, align } = this.format;
          const pcm = (code === 1 && [8, 16, 24, 32].includes(bits)) || (code === 3 && bits === 32);
          if (!pcm || channels < 1 || rate < 1000 || rate > 384_000 || align !== (channels * bits) / 8) throw new AudioRefused('not-audio', 'not PCM');
          if (size % 2 === 1) this.bytes.skip(1);
        } else {
          if (size > 64 * 1024 * 1024) throw new AudioRefused('damaged');
          this.bytes.skip(8 + size + (size % 2));
        }
      } else {
        const { align } = this.format;
        const whole = Math.floor(Math.min(this.bytes.length, this.dataLeft, 1 << 20) / align) * align;
        if (whole === 0 || !this.bytes.has(whole)) return;
        this.samples(this.bytes.take(whole));
        this.dataLeft -= whole;
        if (this.dataLeft < align) {
          // What follows the samples (a LIST chunk) is not audio.
          this.bytes.skip(Number.MAX_SAFE_INTEGER);
          return;
        }
      }
    }
  }

  private samples(data: Buffer) {
    const { code, bits, align, rate } = this.format;
    const window = this.window;
    for (let at = 0; at < data.length; at += align) {
      // The first channel stands for the others.
      const value = code === 3 ? data.readFloatLE(at) : bits === 16 ? data.readInt16LE(at) / 32768 : bits === 8 ? (data[at] - 128) / 128 : bits === 24 ? data.readIntLE(at, 3) / 8388608 : data.readInt32LE(at) / 2147483648;
      const magnitude = Math.abs(value);
      if (window.samples === 0) window.start = this.frameIndex / rate;
      if (magnitude > window.peak) window.peak = magnitude;
      window.squares += value * value;
      window.samples++;
      this.frameIndex++;
      if (window.samples === window.size) this.flushWindow();
    }
  }

  private flushWindow() {
    const window = this.window;
    if (window.samples === 0) return;
    this.frames.add(window.start, window.samples / this.format.rate, Math.min(1, window.peak), Math.sqrt(window.squares / window.samples));
    Object.assign(window, { samples: 0, peak: 0, squares: 0 });
  }

  protected finish() {
    if (this.state !== 'data') throw new AudioRefused(this.format.align ? 'empty' : 'damaged');
    this.flushWindow();
  }

  protected duration() {
    return this.format.rate ? this.frameIndex / this.format.rate : 0;
  }
}

// ── Opus packets (Ogg and WebM) ──

/** An Opus packet's length in seconds, from its table-of-contents byte (RFC 6716, 3.1). */
export function opusPacketSeconds(packet: Buffer): number {
  if (packet.length === 0) return 0;
  const config = packet[0] >> 3;
  const frame = config < 12 ? [0.01, 0.02, 0.04, 0.06][config % 4] : config < 16 ? [0.01, 0.02][config % 2] : [0.0025, 0.005, 0.01, 0.02][config % 4];
  const code = packet[0] & 3;
  const count = code === 0 ? 1 : code < 3 ? 2 : packet.length > 1 ? packet[1] & 0x3f : 0;
  return frame * count;
}

// ── Vorbis packets (Ogg) ──

/**
 * Which of a Vorbis stream's modes use the long block, read from the end of its setup header (the
 * modes are its last field, after codebooks that cannot be skipped without decoding them): the bits
 * are read backwards from the framing bit, taking 41-bit mode entries (1 blockflag, 16 + 16 zero
 * bits, an 8-bit mapping) while the 6-bit count before them could say how many there were. Null when
 * the header does not end that way.
 */
export function vorbisModes(setup: Buffer): boolean[] | null {
  const total = setup.length * 8;
  // Bit `n` counted back from the end of the packet (Vorbis packs bits from each byte's lowest).
  const bitFromEnd = (n: number) => (setup[setup.length - 1 - (n >> 3)] >> (7 - (n & 7))) & 1;
  let at = 0;
  while (at < total && bitFromEnd(at) === 0) at++;
  if (at >= total) return null;
  const modesStart = ++at;
  const read = (from: number, count: number) => {
    let value = 0;
    for (let index = 0; index < count; index++) value = value * 2 + bitFromEnd(from + index);
    return value;
  };
  let count = 0;
  let found = 0;
  while (at + 41 + 6 <= total && count < 64) {
    // Backwards, an entry reads: mapping (8, at most 63), transform type (16, zero), window type (16, zero), blockflag.
    if (read(at, 8) > 63 || read(at + 8, 16) !== 0 || read(at + 24, 16) !== 0) break;
    at += 41;
    count++;
    // Before the entries comes their count less one, in 6 bits.
    if (read(at, 6) + 1 === count) found = count;
  }
  if (found === 0) return null;
  // The last mode's entry is nearest the end: its blockflag is its 41st bit back.
  return Array.from({ length: found }, (_, mode) => bitFromEnd(modesStart + (found - 1 - mode) * 41 + 40) === 1);
}

// ── Ogg ──

class OggWalker extends Walker {
  private serial: number | null = null;
  private codec: 'opus' | 'vorbis' | null = null;
  private rate = 48000;
  private preSkip = 0;
  private headers = 0;
  private partial: Buffer[] = [];
  private granule = -1;
  private previousGranule = 0;
  private time = 0;
  /** Vorbis: its two block sizes, which modes use the long one (null: not known), the last packet's block. */
  private vorbis: { blocks: [number, number]; modes: boolean[] | null; previous: number | null } = { blocks: [0, 0], modes: null, previous: null };
  /** Vorbis packets not yet placed: their bits and samples (NaN when the modes are not known). */
  private pending: { bits: number; samples: number }[] = [];

  protected step() {
    while (this.bytes.has(27)) {
      const head = this.bytes.peek(27);
      if (head.toString('latin1', 0, 4) !== 'OggS') throw new AudioRefused('damaged', 'lost page sync');
      const segments = head[26];
      if (!this.bytes.has(27 + segments)) return;
      const lacing = this.bytes.peek(27 + segments).subarray(27);
      const bodySize = lacing.reduce((sum, value) => sum + value, 0);
      if (!this.bytes.has(27 + segments + bodySize)) return;
      const page = this.bytes.take(27 + segments + bodySize);
      const serial = page.readUInt32LE(14);
      const granule = Number(page.readBigInt64LE(6));
      if (this.serial === null) this.serial = serial;
      if (serial !== this.serial) continue;
      let at = 27 + segments;
      const packets: Buffer[] = [];
      for (let index = 0, start = at; index < segments; index++) {
        at += lacing[index];
        if (lacing[index] < 255) {
          this.partial.push(page.subarray(start, at));
          packets.push(Buffer.concat(this.partial));
          this.partial = [];
          start = at;
        } else if (index === segments - 1) this.partial.push(page.subarray(start, at));
      }
      for (const packet of packets) {
        if (this.headers === 0) this.identify(packet);
        else if (this.headers < (this.codec === 'opus' ? 2 : 3)) {
          if (this.headers === 2) this.vorbis.modes = vorbisModes(packet);
          this.headers++;
        } else if (this.codec === 'opus') {
          const seconds = opusPacketSeconds(packet);
          this.frames.add(this.time, seconds, seconds > 0 ? (packet.length * 8) / seconds : 0);
          this.time += seconds;
        } else this.vorbisPacket(packet);
      }
      if (granule >= 0 && this.headers > 0) {
        // The last page's position may stop short of its packets' samples: the stream's end is trimmed there.
        this.placeVorbis(granule, (page[5] & 0x04) !== 0);
        this.previousGranule = granule;
        this.granule = granule;
      }
    }
  }

  /** A Vorbis audio packet's samples: a quarter of its block and of the one before (none for the first). */
  private vorbisPacket(packet: Buffer) {
    const { modes, blocks } = this.vorbis;
    if (packet.length === 0 || packet[0] & 1) return;
    let samples = Number.NaN;
    if (modes) {
      const modeBits = 32 - Math.clz32(modes.length - 1);
      const mode = (packet[0] >> 1) & ((1 << modeBits) - 1);
      const block = blocks[modes[mode] ? 1 : 0];
      samples = this.vorbis.previous === null ? 0 : (this.vorbis.previous + block) / 4;
      this.vorbis.previous = block;
    }
    this.pending.push({ bits: packet.length * 8, samples });
  }

  /**
   * Places the Vorbis packets that ended by a page whose granule position is `granule` (the sample
   * its last packet ends at): back from there by each packet's samples (the stream's last page: on
   * from the page before, up to there), or, when they are not known, as one stretch since the page before.
   */
  private placeVorbis(granule: number, last = false) {
    const pending = this.pending;
    this.pending = [];
    if (pending.length === 0) return;
    if (pending.some((packet) => Number.isNaN(packet.samples))) {
      const seconds = Math.max(0, granule - this.previousGranule) / this.rate;
      const bits = pending.reduce((sum, packet) => sum + packet.bits, 0);
      this.frames.add(this.previousGranule / this.rate, seconds, seconds > 0 ? bits / seconds : 0);
      return;
    }
    if (last) {
      let start = this.previousGranule;
      for (const { bits, samples } of pending) {
        const end = Math.min(granule, start + samples);
        if (end > start) this.frames.add(start / this.rate, (end - start) / this.rate, (bits * this.rate) / (end - start));
        start = Math.max(start, end);
      }
      return;
    }
    let end = granule;
    for (const { bits, samples } of pending.reverse()) {
      const start = Math.max(0, end - samples);
      if (end > start) this.frames.add(start / this.rate, (end - start) / this.rate, (bits * this.rate) / (end - start));
      end = start;
    }
  }

  private identify(packet: Buffer) {
    if (packet.toString('latin1', 0, 8) === 'OpusHead' && packet.length >= 19) {
      this.codec = 'opus';
      this.preSkip = packet.readUInt16LE(10);
    } else if (packet.toString('latin1', 1, 7) === 'vorbis' && packet[0] === 1 && packet.length >= 29) {
      this.codec = 'vorbis';
      this.rate = packet.readUInt32LE(12) || 44100;
      this.vorbis.blocks = [1 << (packet[28] & 0x0f), 1 << (packet[28] >> 4)];
    } else throw new AudioRefused('not-audio', 'Ogg without Opus or Vorbis');
    this.headers = 1;
  }

  protected finish() {
    if (!this.codec) throw new AudioRefused('damaged');
    // Packets after the last page with a granule position (a cut-off stream) run on from it.
    const known = this.pending.reduce((sum, packet) => sum + (Number.isNaN(packet.samples) ? 0 : packet.samples), 0);
    if (this.pending.length > 0) this.placeVorbis(this.previousGranule + known, true);
  }

  protected duration() {
    // The last page's granule position counts the samples exactly; packets' lengths if it says nothing.
    if (this.granule > 0) return Math.max(0, this.granule - (this.codec === 'opus' ? this.preSkip : 0)) / this.rate;
    return this.frames.end;
  }
}

// ── WebM / Matroska ──

/** Elements whose children are read (all others are skipped by their size). */
const EBML_MASTERS = new Set([0x1a45dfa3, 0x18538067, 0x1f43b675, 0xa0, 0x1654ae6b, 0xae, 0xe1, 0x1549a966]);
/** Elements whose value is read. */
const EBML_VALUES = new Set([0x4282, 0x2ad7b1, 0xe7, 0xd7, 0x83, 0x86, 0x23e383]);
const BLOCKS = new Set([0xa3, 0xa1]);

/** A variable-length EBML number at `at`: its length in bytes and value (null: all ones, "unknown"). */
function vint(buffer: Buffer, at: number, keepMarker: boolean): { length: number; value: number | null } | 'short' | 'bad' {
  if (at >= buffer.length) return 'short';
  const first = buffer[at];
  if (first === 0) return 'bad';
  const length = Math.clz32(first) - 23;
  if (length > 8) return 'bad';
  if (at + length > buffer.length) return 'short';
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let index = 1; index < length; index++) {
    value = value * 256 + buffer[at + index];
    if (buffer[at + index] !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

class WebmWalker extends Walker {
  private scale = 1_000_000;
  private cluster = 0;
  private track: { number?: number; type?: number; codec?: string; defaultDuration?: number } = {};
  private audio: { number: number; codec: string; defaultDuration?: number } | null = null;
  private docTypeSeen = false;
  private started = false;

  protected step() {
    while (this.bytes.has(2)) {
      const head = this.bytes.peek(Math.min(this.bytes.length, 12));
      const id = vint(head, 0, true);
      if (id === 'short') return;
      if (id === 'bad') throw new AudioRefused('damaged', 'bad element id');
      const size = vint(head, id.length, false);
      if (size === 'short') {
        if (head.length >= 12) throw new AudioRefused('damaged');
        return;
      }
      if (size === 'bad') throw new AudioRefused('damaged', 'bad element size');
      const elementId = id.value as number;
      if (!this.started) {
        if (elementId !== 0x1a45dfa3) throw new AudioRefused('not-audio');
        this.started = true;
      }
      const headLength = id.length + size.length;
      if (EBML_MASTERS.has(elementId)) {
        if (elementId === 0xae) this.track = {};
        this.bytes.skip(headLength);
        continue;
      }
      if (size.value === null) throw new AudioRefused('damaged', 'unknown size of a value');
      if (BLOCKS.has(elementId)) {
        const wanted = Math.min(size.value, 16);
        if (!this.bytes.has(headLength + wanted)) return;
        const block = this.bytes.peek(headLength + wanted).subarray(headLength);
        this.bytes.skip(headLength + size.value);
        this.block(block, size.value);
        continue;
      }
      if (EBML_VALUES.has(elementId)) {
        if (size.value > 1024) throw new AudioRefused('damaged');
        if (!this.bytes.has(headLength + size.value)) return;
        this.value(elementId, this.bytes.take(headLength + size.value).subarray(headLength));
        continue;
      }
      this.bytes.skip(headLength + size.value);
    }
  }

  private value(id: number, data: Buffer) {
    const unsigned = () => data.reduce((value, byte) => value * 256 + byte, 0);
    if (id === 0x4282) {
      const docType = data.toString('latin1').replace(/\0+$/, '');
      if (docType !== 'webm' && docType !== 'matroska') throw new AudioRefused('not-audio');
      this.docTypeSeen = true;
    } else if (id === 0x2ad7b1) this.scale = unsigned() || 1_000_000;
    else if (id === 0xe7) this.cluster = unsigned();
    else if (id === 0xd7) this.track.number = unsigned();
    else if (id === 0x83) this.track.type = unsigned();
    else if (id === 0x23e383) this.track.defaultDuration = unsigned();
    else if (id === 0x86) this.track.codec = data.toString('latin1').replace(/\0+$/, '');
    if (!this.audio && this.track.type === 2 && this.track.number !== undefined && this.track.codec) {
      this.audio = { number: this.track.number, codec: this.track.codec, defaultDuration: this.track.defaultDuration };
    }
  }

  private block(head: Buffer, size: number) {
    if (!this.audio) return;
    const track = vint(head, 0, false);
    if (typeof track !== 'object' || track.value !== this.audio.number || head.length < track.length + 3) return;
    const relative = head.readInt16BE(track.length);
    const flags = head[track.length + 2];
    const payload = head.subarray(track.length + 3);
    const start = ((this.cluster + relative) * this.scale) / 1e9;
    const laced = (flags & 0x06) !== 0;
    let seconds = Number.NaN;
    if (this.audio.codec === 'A_OPUS' && !laced) seconds = opusPacketSeconds(payload) || Number.NaN;
    else if (this.audio.defaultDuration && !laced) seconds = this.audio.defaultDuration / 1e9;
    // A frame of unknown length keeps its bits; they are divided by its length once the gaps tell it.
    this.frames.add(start, seconds, Number.isFinite(seconds) ? (size * 8) / seconds : size * 8);
  }

  protected finish() {
    if (!this.docTypeSeen) throw new AudioRefused('damaged');
    if (!this.audio) throw new AudioRefused('not-audio', 'no audio track');
  }
}

// ── MP4 ──

interface Box {
  type: string;
  body: Buffer;
}

function* boxes(data: Buffer): Generator<Box> {
  for (let at = 0; at + 8 <= data.length; ) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let head = 8;
    if (size === 1 && at + 16 <= data.length) {
      size = Number(data.readBigUInt64BE(at + 8));
      head = 16;
    } else if (size === 0) size = data.length - at;
    if (size < head || at + size > data.length) return;
    yield { type, body: data.subarray(at + head, at + size) };
    at += size;
  }
}

const child = (box: Buffer, type: string) => [...boxes(box)].find((found) => found.type === type)?.body;

interface Mp4Track {
  id: number;
  timescale: number;
  defaultDuration: number;
  defaultSize: number;
}

class Mp4Walker extends Walker {
  private track: Mp4Track | null = null;
  private time = 0;
  private seenFtyp = false;

  protected step() {
    while (this.bytes.has(8)) {
      const head = this.bytes.peek(Math.min(this.bytes.length, 16));
      let size = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let headLength = 8;
      if (size === 1) {
        if (head.length < 16) return;
        size = Number(head.readBigUInt64BE(8));
        headLength = 16;
      }
      if (!this.seenFtyp) {
        if (type !== 'ftyp') throw new AudioRefused('not-audio');
        this.seenFtyp = true;
      }
      if (size === 0) {
        // The last box runs to the end of the file.
        this.bytes.skip(Number.MAX_SAFE_INTEGER);
        return;
      }
      if (size < headLength) throw new AudioRefused('damaged', 'bad box size');
      if (type === 'moov' || type === 'moof') {
        if (size > MAX_HEADER_BYTES) throw new AudioRefused('damaged', 'header too large');
        if (!this.bytes.has(size)) return;
        const body = this.bytes.take(size).subarray(headLength);
        if (type === 'moov') this.movie(body);
        else this.fragment(body);
      } else this.bytes.skip(size);
    }
  }

  private movie(moov: Buffer) {
    for (const { type, body } of boxes(moov)) {
      if (type !== 'trak') continue;
      const mdia = child(body, 'mdia');
      const hdlr = mdia && child(mdia, 'hdlr');
      if (!mdia || !hdlr || hdlr.toString('latin1', 8, 12) !== 'soun') continue;
      const tkhd = child(body, 'tkhd');
      const mdhd = child(mdia, 'mdhd');
      if (!tkhd || !mdhd) throw new AudioRefused('damaged');
      const id = tkhd[0] === 1 ? tkhd.readUInt32BE(20) : tkhd.readUInt32BE(12);
      const timescale = mdhd[0] === 1 ? mdhd.readUInt32BE(20) : mdhd.readUInt32BE(12);
      if (!timescale) throw new AudioRefused('damaged');
      this.track = { id, timescale, defaultDuration: 0, defaultSize: 0 };
      const mvex = child(moov, 'mvex');
      for (const trex of mvex ? [...boxes(mvex)].filter((box) => box.type === 'trex') : []) {
        if (trex.body.readUInt32BE(4) === id) Object.assign(this.track, { defaultDuration: trex.body.readUInt32BE(12), defaultSize: trex.body.readUInt32BE(16) });
      }
      const stbl = child(mdia, 'minf') && child(child(mdia, 'minf') as Buffer, 'stbl');
      if (stbl) this.samples(stbl);
      return;
    }
    throw new AudioRefused('not-audio', 'no sound track');
  }

  /** A whole file's samples: their sizes (stsz) and lengths (stts). */
  private samples(stbl: Buffer) {
    const stsz = child(stbl, 'stsz');
    const stts = child(stbl, 'stts');
    if (!stsz || !stts || !this.track) return;
    const uniform = stsz.readUInt32BE(4);
    const count = stsz.readUInt32BE(8);
    // The header says the whole length: a file over the cap is refused before its samples come.
    let total = 0;
    for (let entry = 0, entries = stts.readUInt32BE(4); entry < entries; entry++) total += stts.readUInt32BE(8 + entry * 8) * stts.readUInt32BE(12 + entry * 8);
    if (total / this.track.timescale > this.maxSeconds + 0.5) throw new AudioRefused('too-long');
    let sample = 0;
    for (let entry = 0, entries = stts.readUInt32BE(4); entry < entries && sample < count; entry++) {
      const repeat = stts.readUInt32BE(8 + entry * 8);
      const seconds = stts.readUInt32BE(12 + entry * 8) / this.track.timescale;
      for (let index = 0; index < repeat && sample < count; index++, sample++) {
        const size = uniform || (12 + sample * 4 + 4 <= stsz.length ? stsz.readUInt32BE(12 + sample * 4) : 0);
        this.frames.add(this.time, seconds, seconds > 0 ? (size * 8) / seconds : 0);
        this.time += seconds;
      }
    }
  }

  /** A fragment's samples (a recording written as it goes: Safari's MediaRecorder). */
  private fragment(moof: Buffer) {
    if (!this.track) throw new AudioRefused('damaged', 'fragment before movie');
    for (const { type, body: traf } of boxes(moof)) {
      if (type !== 'traf') continue;
      const tfhd = child(traf, 'tfhd');
      if (!tfhd || tfhd.readUInt32BE(4) !== this.track.id) continue;
      const tfhdFlags = tfhd.readUInt32BE(0) & 0xffffff;
      let at = 8;
      if (tfhdFlags & 0x01) at += 8;
      if (tfhdFlags & 0x02) at += 4;
      const defaultDuration = tfhdFlags & 0x08 ? tfhd.readUInt32BE(at) : this.track.defaultDuration;
      if (tfhdFlags & 0x08) at += 4;
      const defaultSize = tfhdFlags & 0x10 ? tfhd.readUInt32BE(at) : this.track.defaultSize;
      const tfdt = child(traf, 'tfdt');
      if (tfdt) this.time = (tfdt[0] === 1 ? Number(tfdt.readBigUInt64BE(4)) : tfdt.readUInt32BE(4)) / this.track.timescale;
      for (const box of boxes(traf)) {
        if (box.type !== 'trun') continue;
        const trun = box.body;
        const flags = trun.readUInt32BE(0) & 0xffffff;
        const count = trun.readUInt32BE(4);
        let offset = 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
        for (let sample = 0; sample < count; sample++) {
          let duration = defaultDuration;
          let size = defaultSize;
          if (flags & 0x100) duration = trun.readUInt32BE((offset += 4) - 4);
          if (flags & 0x200) size = trun.readUInt32BE((offset += 4) - 4);
          if (flags & 0x400) offset += 4;
          if (flags & 0x800) offset += 4;
          if (offset > trun.length) throw new AudioRefused('damaged');
          const seconds = duration / this.track.timescale;
          this.frames.add(this.time, seconds, seconds > 0 ? (size * 8) / seconds : 0);
          this.time += seconds;
        }
      }
    }
  }

  protected finish() {
    if (!this.track) throw new AudioRefused(this.seenFtyp ? 'damaged' : 'not-audio');
  }
}

// ── MP3 ──

const MP3_BITRATES = {
  // [version 1 | 2][layer 1..3]: kbit/s by index
  1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
/** Garbage tolerated between frames before the file counts as damaged. */
const MAX_RESYNC_BYTES = 64 * 1024;

interface Mp3Frame {
  length: number;
  samples: number;
  rate: number;
  layer: number;
  mpeg1: boolean;
  mono: boolean;
  crc: boolean;
}

function mp3Frame(head: Buffer): Mp3Frame | null {
  if (head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return null;
  const version = (head[1] >> 3) & 3;
  const layerBits = (head[1] >> 1) & 3;
  const bitrateIndex = head[2] >> 4;
  const rateIndex = (head[2] >> 2) & 3;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const layer = 4 - layerBits;
  const mpeg1 = version === 3;
  const bitrate = MP3_BITRATES[mpeg1 ? 1 : 2][layer - 1][bitrateIndex] * 1000;
  const rate = MP3_RATES[version][rateIndex];
  const padding = (head[2] >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && !mpeg1 ? 576 : 1152;
  const length = layer === 1 ? (Math.floor((12 * bitrate) / rate) + padding) * 4 : Math.floor(((samples / 8) * bitrate) / rate) + padding;
  return { length, samples, rate, layer, mpeg1, mono: head[3] >> 6 === 3, crc: (head[1] & 1) === 0 };
}

/** The main-data bits of a Layer III frame's granules (part2_3_length), read from its side information. */
function mainDataBits(frame: Buffer, info: Mp3Frame): number {
  const channels = info.mono ? 1 : 2;
  let bit = (4 + (info.crc ? 2 : 0)) * 8;
  const read = (count: number) => {
    let value = 0;
    for (let index = 0; index < count; index++, bit++) value = (value << 1) | ((frame[bit >> 3] >> (7 - (bit & 7))) & 1);
    return value;
  };
  let bits = 0;
  if (info.mpeg1) {
    bit += 9 + (info.mono ? 5 : 3) + 4 * channels;
    for (let granule = 0; granule < 2; granule++) for (let channel = 0; channel < channels; channel++) {
      bits += read(12);
      bit += 47;
    }
  } else {
    bit += 8 + (info.mono ? 1 : 2);
    for (let channel = 0; channel < channels; channel++) {
      bits += read(12);
      bit += 51;
    }
  }
  return bits;
}

class Mp3Walker extends Walker {
  private tagChecked = false;
  private time = 0;
  private resync = 0;
  private trailing = false;

  protected step() {
    if (!this.tagChecked) {
      if (!this.bytes.has(10)) return;
      const head = this.bytes.peek(10);
      if (head.toString('latin1', 0, 3) === 'ID3') {
        const size = ((head[6] & 0x7f) << 21) | ((head[7] & 0x7f) << 14) | ((head[8] & 0x7f) << 7) | (head[9] & 0x7f);
        this.bytes.skip(10 + size + (head[5] & 0x10 ? 10 : 0));
      }
      this.tagChecked = true;
    }
    while (!this.trailing && this.bytes.has(4)) {
      const info = mp3Frame(this.bytes.peek(4));
      if (!info) {
        // Past the frames (an ID3v1 or APE tag at the end) once some came; before them, a few stray bytes.
        if (this.frames.count > 0 && this.bytes.peek(3).toString('latin1') === 'TAG') this.trailing = true;
        else if (++this.resync > MAX_RESYNC_BYTES) {
          if (this.frames.count > 0) this.trailing = true;
          else throw new AudioRefused('not-audio', 'no MPEG frames');
        } else this.bytes.skip(1);
        continue;
      }
      if (!this.bytes.has(info.length)) return;
      const frame = this.bytes.take(info.length);
      const seconds = info.samples / info.rate;
      const tagged = this.frames.count === 0 && /Xing|Info|VBRI/.test(frame.toString('latin1', 0, Math.min(64, frame.length)));
      if (tagged) continue;
      const bits = info.layer === 3 ? mainDataBits(frame, info) : info.length * 8;
      this.frames.add(this.time, seconds, bits / seconds);
      this.time += seconds;
    }
    if (this.trailing) this.bytes.skip(this.bytes.length);
  }
}

// ── AAC in ADTS frames ──

const AAC_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

class AdtsWalker extends Walker {
  private time = 0;

  protected step() {
    while (this.bytes.has(7)) {
      const head = this.bytes.peek(7);
      if (head[0] !== 0xff || (head[1] & 0xf6) !== 0xf0) {
        if (this.frames.count > 0) {
          this.bytes.skip(this.bytes.length);
          return;
        }
        throw new AudioRefused('not-audio', 'no ADTS frames');
      }
      const rate = AAC_RATES[(head[2] >> 2) & 0xf];
      const length = ((head[3] & 3) << 11) | (head[4] << 3) | (head[5] >> 5);
      if (!rate || length < 7) throw new AudioRefused('damaged');
      if (!this.bytes.has(length)) return;
      this.bytes.skip(length);
      const seconds = (1024 * ((head[6] & 3) + 1)) / rate;
      this.frames.add(this.time, seconds, ((length - 7) * 8) / seconds);
      this.time += seconds;
    }
  }
}
