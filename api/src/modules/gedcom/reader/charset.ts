import { isAscii, isUtf8 } from 'node:buffer';
import { decodeAnsel, isAnselByte, isAnselCombining } from './ansel.ts';
import { t } from '../../../i18n.ts';

export type ValueDecoder = (bytes: Uint8Array) => string;

export interface CharsetChoice {
  encoding: string;
  decode: ValueDecoder;
  /** Set when the declared character set was overruled by the bytes. */
  repair: string | null;
}

const textDecoder = (label: string): ValueDecoder => {
  const decoder = new TextDecoder(label);
  return (bytes) => decoder.decode(bytes);
};

const hasHighBytes = (bytes: Uint8Array): boolean => !isAscii(bytes);

const isValidUtf8 = (bytes: Uint8Array): boolean => isUtf8(bytes);

/** ANSEL is implausible when many high bytes are unassigned or diacritics precede no letter. */
function looksLikeAnsel(bytes: Uint8Array): boolean {
  let high = 0;
  let bad = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte < 0x80) continue;
    high++;
    const next = bytes[i + 1] ?? 0;
    if (!isAnselByte(byte)) bad++;
    else if (isAnselCombining(byte) && !isAnselCombining(next) && !/[A-Za-z]/.test(String.fromCharCode(next))) bad++;
  }
  return high === 0 || bad / high < 0.2;
}

/** How much of the decoded text consists of words a person could have written. */
function plausibility(text: string, cyrillic: boolean): number {
  const words = text.match(/\p{L}+/gu) ?? [];
  let score = 0;
  for (const word of words) {
    if (/^[A-Za-z]+$/.test(word)) continue;
    const nonAscii = word.replace(/[A-Za-z]/g, '').length;
    const fits = cyrillic ? /^\p{Script=Cyrillic}+$/u.test(word) : nonAscii * 2 <= word.length && /^\p{Script=Latin}+$/u.test(word);
    score += fits ? 1 : -1;
  }
  return score;
}

function bestCodePage(bytes: Uint8Array): string {
  let best = 'windows-1251';
  let bestScore = -Infinity;
  for (const label of ['windows-1251', 'windows-1250', 'windows-1252']) {
    const score = plausibility(new TextDecoder(label).decode(bytes), label === 'windows-1251');
    if (score > bestScore) [best, bestScore] = [label, score];
  }
  return best;
}

function declaredLabel(charset: string, charsetVersion: string | null): string | null {
  const name = charset.toUpperCase().replace(/[\s_]/g, '');
  const page = /(125\d)/.exec(name)?.[1] ?? (name === 'ANSI' ? /^(125\d)$/.exec(charsetVersion?.trim() ?? '')?.[1] : undefined);
  if (page) return `windows-${page}`;
  if (name === 'UTF-8' || name === 'UTF8' || name === 'UNICODE') return 'utf-8';
  if (name === 'ANSEL') return 'ANSEL';
  if (name === 'ASCII' || name === 'ANSI' || name === 'IBMPC' || name === 'LATIN1') return 'windows-1252';
  if (name === 'MACINTOSH' || name === 'MAC') return 'macintosh';
  return null;
}

/** Chooses how to decode values: the declared CHAR, checked against what the bytes look like. */
export function chooseCharset(bytes: Uint8Array, charset: string | null, charsetVersion: string | null): CharsetChoice {
  const declared = charset ? declaredLabel(charset, charsetVersion) : null;
  const high = hasHighBytes(bytes);
  const utf8 = { encoding: 'UTF-8', decode: textDecoder('utf-8') };
  if (!declared || declared === 'utf-8') {
    if (!high || isValidUtf8(bytes) || declared === 'utf-8') return { ...utf8, repair: null };
    const page = bestCodePage(bytes);
    return { encoding: page, decode: textDecoder(page), repair: t('gedcom:charset.notUtf8', { page }) };
  }
  if (high && isValidUtf8(bytes) && declared !== 'macintosh') {
    return { ...utf8, repair: t('gedcom:charset.isUtf8', { charset }) };
  }
  if (declared === 'ANSEL') {
    if (looksLikeAnsel(bytes)) return { encoding: 'ANSEL', decode: decodeAnsel, repair: null };
    const page = bestCodePage(bytes);
    return { encoding: page, decode: textDecoder(page), repair: t('gedcom:charset.notAnsel', { page }) };
  }
  return { encoding: declared, decode: textDecoder(declared), repair: null };
}
