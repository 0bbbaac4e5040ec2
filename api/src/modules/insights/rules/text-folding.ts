// Names and places compared as people mean them: without case, accents or punctuation.

/** Letters that do not come apart into a base letter and a mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const MARKS = /\p{M}+/gu;
const NOT_LETTERS = /[^\p{L}\p{N}]+/gu;
const SPECIAL = /[ßæœøłđðþı]/g;

/**
 * Text folded for comparing: lower case, accents and marks taken off (José → jose, Müller →
 * muller), ligatures spelled out (ß → ss, æ → ae), anything but letters and digits made one space.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPECIAL, (c) => LIGATURES[c])
    .replace(NOT_LETTERS, ' ')
    .trim();
}

/** The first word of a folded first name (Mary Ann → mary), or '' when there is none. */
export const firstGivenName = (firstName: string): string => fold(firstName).split(' ')[0];
