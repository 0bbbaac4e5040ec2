import type { GedcomRecord } from '../reader/index.ts';
import type { GedcomVersion } from './lines.ts';

// Records are kept as written, in the style of the file they came from; each version writes some
// things its own way. Dates: 5.5.1 `@#DJULIAN@ 1 JAN 1700`, `44 B.C.`, `INT 1850 (Easter)`; 7.0
// `JULIAN 1 JAN 1700`, `44 BCE`, and the phrase as a PHRASE substructure. Shared notes: a 5.5.1
// NOTE record and the pointers to it are a SNOTE in 7.0.

const TO_70: Record<string, string> = { JULIAN: 'JULIAN', GREGORIAN: 'GREGORIAN', HEBREW: 'HEBREW', 'FRENCH R': 'FRENCH_R' };
const TO_551: Record<string, string> = { JULIAN: 'JULIAN', GREGORIAN: 'GREGORIAN', HEBREW: 'HEBREW', FRENCH_R: 'FRENCH R' };

const ESCAPED_CALENDAR = /@#D([^@]*)@\s*/gi;
const ERA_551 = /(\d)\s*B\.?C\.?(?=\s|\)|$)/gi;
const KEYWORD_CALENDAR = /\b(JULIAN|GREGORIAN|HEBREW|FRENCH_R)\s+/g;
const ERA_70 = /(\d)\s+BCE\b/g;
const INTERPRETED = /^INT\s+(.*?)\s*\((.*)\)$/i;
const PHRASE_ONLY = /^\((.*)\)$/;
const PLAIN_DATE = /^(?:[A-Z_]+\s+)?(?:\d{1,2}\s+)?(?:[A-Z]{3,4}\s+)?\d{1,4}(?:\/\d{2})?(?:\s+BCE)?$/i;
const NEEDS_70 = /[@(]|B\.?C/i;
const NEEDS_551 = /JULIAN|GREGORIAN|HEBREW|FRENCH_R|BCE/;

/** A date's value and, for 7.0, the phrase written beside it. */
export interface VersionedDate {
  value: string;
  phrase: string | null;
}

/** A date value written for `version`; `phrase` is a 7.0 PHRASE already beside it. */
export function dateFor(version: GedcomVersion, value: string, phrase: string | null = null): VersionedDate {
  if (version === '7.0') {
    if (!NEEDS_70.test(value)) return { value, phrase };
    let text = value.replace(ESCAPED_CALENDAR, (_all, name: string) => {
      const calendar = name.trim().toUpperCase();
      return `${TO_70[calendar] ?? `_${calendar.replace(/\s+/g, '_')}`} `;
    });
    text = text.replace(ERA_551, '$1 BCE').trim();
    const interpreted = INTERPRETED.exec(text);
    if (interpreted) return { value: interpreted[1], phrase: phrase ?? interpreted[2] };
    const only = PHRASE_ONLY.exec(text);
    if (only) return { value: '', phrase: phrase ?? only[1] };
    return { value: text, phrase };
  }
  let text = NEEDS_551.test(value)
    ? value.replace(KEYWORD_CALENDAR, (_all, name: string) => `@#D${TO_551[name]}@ `).replace(ERA_70, '$1 B.C.')
    : value;
  if (phrase !== null) {
    if (text === '') return { value: `(${phrase})`, phrase: null };
    if (PLAIN_DATE.test(value)) text = `INT ${text} (${phrase})`;
    else return { value: text, phrase };
  }
  return { value: text, phrase: null };
}

const POINTER = /^@[^@\s]+@$/;

/** Rewrites a record, in place, in the forms of `version`. */
export function convertForVersion(record: GedcomRecord, version: GedcomVersion): void {
  const [from, to] = version === '7.0' ? ['NOTE', 'SNOTE'] : ['SNOTE', 'NOTE'];
  if (record.tag === from && record.xref) record.tag = to;
  convertChildren(record, version, from, to);
}

function convertChildren(record: GedcomRecord, version: GedcomVersion, from: string, to: string): void {
  for (const child of record.children) {
    if (child.tag === 'DATE') convertDate(child, version);
    else if (child.tag === from && POINTER.test(child.value)) child.tag = to;
    if (child.children.length) convertChildren(child, version, from, to);
  }
}

function convertDate(date: GedcomRecord, version: GedcomVersion): void {
  const phraseAt = date.children.findIndex((c) => c.tag === 'PHRASE');
  const phrase = phraseAt >= 0 ? date.children[phraseAt].value : null;
  const converted = dateFor(version, date.value, phrase);
  date.value = converted.value;
  if (converted.phrase === phrase) return;
  if (converted.phrase === null) date.children.splice(phraseAt, 1);
  else if (phraseAt >= 0) date.children[phraseAt].value = converted.phrase;
  else date.children.unshift({ tag: 'PHRASE', xref: null, value: converted.phrase, line: 0, children: [] });
}
