import type { GedcomRecord } from '../reader/index.ts';
import { collapse } from './date-text.ts';

export interface NameParts {
  firstName: string;
  lastName: string;
}

/** Trimmed, inner whitespace collapsed, slashes dropped. */
const clean = (text: string) => collapse(text.includes('/') ? text.replaceAll('/', ' ') : text);
/** A substructure's value, when it says something. */
const sub = (name: GedcomRecord, tag: string) => name.children.find((child) => child.tag === tag)?.value.trim() || undefined;

/** Splits `Given /Surname/ Suffix` at its slashes; the surname may be unterminated (`John /Smith`). */
function splitValue(value: string): { given: string; surname: string; suffix: string } {
  const open = value.indexOf('/');
  if (open < 0) return { given: clean(value), surname: '', suffix: '' };
  const close = value.indexOf('/', open + 1);
  return {
    given: clean(value.slice(0, open)),
    surname: clean(close < 0 ? value.slice(open + 1) : value.slice(open + 1, close)),
    suffix: close < 0 ? '' : clean(value.slice(close + 1)),
  };
}

/**
 * First and last name of a NAME structure (5.5, 5.5.1 and 7.0 alike). GIVN and SURN, when given,
 * say exactly which part is which and win over the slashes; a surname prefix (SPFX) is kept in
 * front of the surname and a suffix (NSFX or the text after the surname) after it, so "Jr." and
 * "Sr." still tell two people apart.
 */
export function nameParts(name: GedcomRecord): NameParts {
  const parts = splitValue(name.value);
  const givn = sub(name, 'GIVN');
  const surn = sub(name, 'SURN');
  const spfx = clean(sub(name, 'SPFX') ?? '');
  const nsfx = sub(name, 'NSFX');
  let surname = surn ? clean(surn) : parts.surname;
  if (surn && spfx && !surname.toLowerCase().startsWith(`${spfx.toLowerCase()} `)) surname = clean(`${spfx} ${surname}`);
  const suffix = nsfx ? clean(nsfx) : parts.suffix;
  return {
    // GEDCOM separates the pieces of a GIVN with commas (`John, Fitzgerald`): a person reads spaces.
    firstName: givn ? clean(givn.replaceAll(',', ' ')) : parts.given,
    lastName: suffix ? clean(`${surname} ${suffix}`) : surname,
  };
}

/** A further name as written, without its slashes (`Maria /Lopez/` → `Maria Lopez`). */
export function nameText(name: GedcomRecord): string {
  const written = clean(name.value);
  if (written) return written;
  const { firstName, lastName } = nameParts(name);
  return clean(`${firstName} ${lastName}`);
}
