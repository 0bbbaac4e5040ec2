// ANSEL (ANSI/NISO Z39.47, with the GEDCOM additions): ASCII below 0x80, special characters in
// 0xA1–0xC8 and combining diacritics in 0xE0–0xFE that come BEFORE the letter they modify.

const SPECIAL: Record<number, string> = {
  0x8d: '\u200d', 0x8e: '\u200c',
  0xa1: 'Ł', 0xa2: 'Ø', 0xa3: 'Đ', 0xa4: 'Þ', 0xa5: 'Æ', 0xa6: 'Œ', 0xa7: 'ʹ', 0xa8: '·',
  0xa9: '♭', 0xaa: '®', 0xab: '±', 0xac: 'Ơ', 0xad: 'Ư', 0xae: 'ʼ', 0xb0: 'ʻ',
  0xb1: 'ł', 0xb2: 'ø', 0xb3: 'đ', 0xb4: 'þ', 0xb5: 'æ', 0xb6: 'œ', 0xb7: 'ʺ', 0xb8: 'ı',
  0xb9: '£', 0xba: 'ð', 0xbc: 'ơ', 0xbd: 'ư', 0xbe: '□', 0xbf: '■',
  0xc0: '°', 0xc1: 'ℓ', 0xc2: '℗', 0xc3: '©', 0xc4: '♯', 0xc5: '¿', 0xc6: '¡', 0xc7: 'ß',
  0xc8: '€', 0xcd: 'e', 0xce: 'o', 0xcf: 'ß',
};

const COMBINING: Record<number, string> = {
  0xe0: '\u0309', 0xe1: '\u0300', 0xe2: '\u0301', 0xe3: '\u0302', 0xe4: '\u0303', 0xe5: '\u0304',
  0xe6: '\u0306', 0xe7: '\u0307', 0xe8: '\u0308', 0xe9: '\u030c', 0xea: '\u030a', 0xeb: '\ufe20',
  0xec: '\ufe21', 0xed: '\u0315', 0xee: '\u030b', 0xef: '\u0310', 0xf0: '\u0327', 0xf1: '\u0328',
  0xf2: '\u0323', 0xf3: '\u0324', 0xf4: '\u0325', 0xf5: '\u0333', 0xf6: '\u0332', 0xf7: '\u0326',
  0xf8: '\u031c', 0xf9: '\u032e', 0xfa: '\ufe22', 0xfb: '\ufe23', 0xfe: '\u0313',
};

/** Whether a byte has a meaning in ANSEL. */
export function isAnselByte(byte: number): boolean {
  return byte < 0x80 || byte in SPECIAL || byte in COMBINING || byte === 0x88 || byte === 0x89;
}

export function isAnselCombining(byte: number): boolean {
  return byte in COMBINING;
}

/** Decodes ANSEL bytes, moving each diacritic after its letter and composing the result (NFC). */
export function decodeAnsel(bytes: Uint8Array): string {
  let out = '';
  let marks = '';
  for (const byte of bytes) {
    const mark = COMBINING[byte];
    if (mark) {
      marks += mark;
      continue;
    }
    // Non-sorting markers only guide collation.
    if (byte === 0x88 || byte === 0x89) continue;
    const char = byte < 0x80 ? String.fromCharCode(byte) : (SPECIAL[byte] ?? '\ufffd');
    out += char + marks;
    marks = '';
  }
  return (out + marks).normalize('NFC');
}
