import { chooseCharset, type ValueDecoder } from './charset.ts';
import { readLines, type RawLine } from './lines.ts';
import type { GedcomProblem, GedcomReadResult, GedcomRecord } from './types.ts';
import { detectUnicode } from './unicode-input.ts';

interface RawNode {
  tag: string;
  xref: string | null;
  line: number;
  chunks: Uint8Array[];
  children: RawNode[];
}

const utf8Decoder = new TextDecoder('utf-8');
const utf8: ValueDecoder = (bytes) => utf8Decoder.decode(bytes);
const NEWLINE = new Uint8Array([0x0a]);

/** Nests lines by level and joins CONC/CONT continuations to their parent's bytes. */
function buildTree(lines: RawLine[], problems: GedcomProblem[]): RawNode[] {
  const roots: RawNode[] = [];
  const stack: RawNode[] = [];
  for (const line of lines) {
    if (line.level > stack.length) {
      problems.push({ line: line.line, message: `Level ${line.level} skips a level; line ignored` });
      continue;
    }
    stack.length = line.level;
    const parent = stack[line.level - 1];
    if ((line.tag === 'CONC' || line.tag === 'CONT') && parent) {
      if (line.tag === 'CONT') parent.chunks.push(NEWLINE);
      parent.chunks.push(line.value);
      // Continuations take no substructures; keep later lines attached to the real parent.
      stack.length = line.level;
      continue;
    }
    const node: RawNode = { tag: line.tag, xref: line.xref, line: line.line, chunks: [line.value], children: [] };
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function joinBytes(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

function decodeNode(node: RawNode, decode: ValueDecoder): GedcomRecord {
  return {
    tag: node.tag,
    xref: node.xref,
    value: decode(joinBytes(node.chunks)).replaceAll('@@', '@'),
    line: node.line,
    children: node.children.map((child) => decodeNode(child, decode)),
  };
}

function child<T extends { tag: string; children: T[] }>(node: T | undefined, tag: string): T | undefined {
  return node?.children.find((c) => c.tag === tag);
}
const ascii = (node: RawNode | undefined) => (node ? new TextDecoder('latin1').decode(joinBytes(node.chunks)).trim() : null);

/** Reads the bytes of a GEDCOM file (any version, any common encoding) into nested records. */
export function readGedcom(bytes: Uint8Array): GedcomReadResult {
  const problems: GedcomProblem[] = [];
  const input = detectUnicode(bytes);
  const raw = buildTree(readLines(input.bytes, problems), problems);
  const head = raw[0]?.tag === 'HEAD' ? raw[0] : raw.find((node) => node.tag === 'HEAD');
  if (raw[0]?.tag !== 'HEAD') problems.push({ line: 1, message: 'The file does not start with a HEAD record' });
  const charNode = child(head, 'CHAR');
  const charset = ascii(charNode) || null;
  const choice = input.encoding
    ? { encoding: input.encoding, decode: utf8, repair: null }
    : chooseCharset(input.bytes, charset, ascii(child(charNode, 'VERS')));
  if (choice.repair) problems.unshift({ line: 1, message: choice.repair });
  const records = raw.map((node) => decodeNode(node, choice.decode));
  const headRecord = head ? records[raw.indexOf(head)] : undefined;
  return {
    header: {
      version: child(child(headRecord, 'GEDC'), 'VERS')?.value.trim() || null,
      charset,
      encoding: choice.encoding,
      source: child(headRecord, 'SOUR')?.value.trim() || null,
    },
    records,
    problems,
  };
}
