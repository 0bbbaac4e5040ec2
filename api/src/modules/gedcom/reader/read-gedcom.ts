import { chooseCharset, type ValueDecoder } from './charset.ts';
import { eachLine } from './lines.ts';
import type { GedcomProblem, GedcomReadResult, GedcomRecord } from './types.ts';
import { detectUnicode } from './unicode-input.ts';
import { t } from '../../../i18n.ts';

interface RawNode {
  tag: string;
  xref: string | null;
  line: number;
  /** The value's byte ranges as [start, end] pairs; a CONT adds [-1, -1] for its line break. */
  chunks: number[];
  children: RawNode[];
}

const utf8Decoder = new TextDecoder('utf-8');
const utf8: ValueDecoder = (bytes) => utf8Decoder.decode(bytes);
const NEWLINE = -1;

/** The bytes of a value: one range of the file, or its CONC/CONT parts joined (a CONT as a line break). */
function joinBytes(bytes: Uint8Array, chunks: number[]): Uint8Array {
  if (chunks.length === 2) return bytes.subarray(chunks[0], chunks[1]);
  let length = 0;
  for (let i = 0; i < chunks.length; i += 2) length += chunks[i] === NEWLINE ? 1 : chunks[i + 1] - chunks[i];
  const joined = new Uint8Array(length);
  let offset = 0;
  for (let i = 0; i < chunks.length; i += 2) {
    if (chunks[i] === NEWLINE) joined[offset++] = 0x0a;
    else {
      joined.set(bytes.subarray(chunks[i], chunks[i + 1]), offset);
      offset += chunks[i + 1] - chunks[i];
    }
  }
  return joined;
}

/** Turns byte ranges into text; UTF-8 (most files) through Node's native slicing of one buffer. */
function valueReader(bytes: Uint8Array, decode: ValueDecoder, isUtf8: boolean, seven: boolean): (chunks: number[]) => string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (chunks) => {
    const text = isUtf8 && chunks.length === 2 ? buffer.toString('utf8', chunks[0], chunks[1]) : decode(joinBytes(bytes, chunks));
    // 5.x doubles every @ of a text; 7.0 only a leading one.
    if (seven) return text.startsWith('@@') ? text.slice(1) : text;
    return text.includes('@@') ? text.replaceAll('@@', '@') : text;
  };
}

function decodeNode(node: RawNode, read: (chunks: number[]) => string): GedcomRecord {
  const children = new Array<GedcomRecord>(node.children.length);
  for (let i = 0; i < children.length; i++) children[i] = decodeNode(node.children[i], read);
  return { tag: node.tag, xref: node.xref, value: read(node.chunks), line: node.line, children };
}

function child<T extends { tag: string; children: T[] }>(node: T | undefined, tag: string): T | undefined {
  return node?.children.find((c) => c.tag === tag);
}
const ascii = (bytes: Uint8Array, node: RawNode | undefined) => (node ? new TextDecoder('latin1').decode(joinBytes(bytes, node.chunks)).trim() : null);

/**
 * Reads the bytes of a GEDCOM file (any version, any common encoding) into nested records. Lines are
 * nested by level as they are read, CONC/CONT continuations joined to their parent's bytes; each
 * record is decoded as soon as it is complete, once the header has said how (the HEAD comes first
 * in every file but a broken one, whose records wait until its end). So the file's lines never all
 * exist at once in more than one form.
 */
export function readGedcom(bytes: Uint8Array): GedcomReadResult {
  const problems: GedcomProblem[] = [];
  const input = detectUnicode(bytes);
  const records: GedcomRecord[] = [];
  /** Records read before the decoding is known: all of them, in a file that does not start with its HEAD. */
  const waiting: RawNode[] = [];
  let decode: ((chunks: number[]) => string) | null = null;
  let charset: string | null = null;

  /** How values are decoded, from the header (CHAR, its VERS, GEDC VERS) and the bytes themselves. */
  const decoderFor = (head: RawNode | undefined) => {
    const charNode = child(head, 'CHAR');
    charset = ascii(input.bytes, charNode) || null;
    const choice = input.encoding
      ? { encoding: input.encoding, decode: utf8, repair: null }
      : chooseCharset(input.bytes, charset, ascii(input.bytes, child(charNode, 'VERS')));
    if (choice.repair) problems.unshift({ line: 1, message: choice.repair });
    const declared = ascii(input.bytes, child(child(head, 'GEDC'), 'VERS'));
    encoding = choice.encoding;
    return valueReader(input.bytes, choice.decode, choice.encoding.startsWith('UTF'), Boolean(declared?.startsWith('7')));
  };
  let encoding = '';
  const complete = (record: RawNode) => {
    if (!decode && !waiting.length && records.length === 0 && record.tag === 'HEAD') decode = decoderFor(record);
    if (decode) records.push(decodeNode(record, decode));
    else waiting.push(record);
  };

  const stack: RawNode[] = [];
  eachLine(input.bytes, problems, (line) => {
    if (line.level > stack.length) {
      problems.push({ line: line.line, message: t('gedcom:read.skipsLevel', { level: line.level }) });
      return;
    }
    if (line.level === 0 && stack.length) complete(stack[0]);
    stack.length = line.level;
    const parent = stack[line.level - 1];
    if ((line.tag === 'CONC' || line.tag === 'CONT') && parent) {
      if (line.tag === 'CONT') parent.chunks.push(NEWLINE, NEWLINE);
      parent.chunks.push(line.start, line.end);
      // Continuations take no substructures; later lines stay attached to the real parent.
      return;
    }
    const node: RawNode = { tag: line.tag, xref: line.xref, line: line.line, chunks: [line.start, line.end], children: [] };
    if (parent) parent.children.push(node);
    stack.push(node);
  });
  if (stack.length) complete(stack[0]);

  if (waiting.length) {
    decode = decoderFor(waiting.find((node) => node.tag === 'HEAD'));
    for (const node of waiting) records.push(decodeNode(node, decode));
  }
  if (records[0]?.tag !== 'HEAD') problems.push({ line: 1, message: t('gedcom:read.noHeadFirst') });
  const headRecord = records.find((record) => record.tag === 'HEAD');
  if (!decode) decoderFor(undefined);
  return {
    header: {
      version: child(child(headRecord, 'GEDC'), 'VERS')?.value.trim() || null,
      charset,
      encoding,
      source: child(headRecord, 'SOUR')?.value.trim() || null,
    },
    records,
    problems,
  };
}
