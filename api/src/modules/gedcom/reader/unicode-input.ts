// Turns UTF-16 input (with or without a BOM) and UTF-8 with a BOM into plain UTF-8 bytes, so the
// line reader only ever sees an ASCII-compatible byte stream.

export interface UnicodeInput {
  bytes: Uint8Array;
  /** The encoding found from a BOM or the byte pattern, or null when the header must decide. */
  encoding: string | null;
}

function utf16ToUtf8(bytes: Uint8Array, label: 'utf-16le' | 'utf-16be'): Uint8Array {
  return new TextEncoder().encode(new TextDecoder(label, { ignoreBOM: false }).decode(bytes));
}

export function detectUnicode(bytes: Uint8Array): UnicodeInput {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { bytes: bytes.subarray(3), encoding: 'UTF-8' };
  if (a === 0xff && b === 0xfe) return { bytes: utf16ToUtf8(bytes, 'utf-16le'), encoding: 'UTF-16LE' };
  if (a === 0xfe && b === 0xff) return { bytes: utf16ToUtf8(bytes, 'utf-16be'), encoding: 'UTF-16BE' };
  // Without a BOM, "0 HEAD" as 16-bit units puts a NUL beside each ASCII byte.
  if (bytes.length >= 4 && a === 0x30 && b === 0 && bytes[3] === 0) {
    return { bytes: utf16ToUtf8(bytes, 'utf-16le'), encoding: 'UTF-16LE' };
  }
  if (bytes.length >= 4 && a === 0 && b === 0x30 && c === 0) {
    return { bytes: utf16ToUtf8(bytes, 'utf-16be'), encoding: 'UTF-16BE' };
  }
  return { bytes, encoding: null };
}
