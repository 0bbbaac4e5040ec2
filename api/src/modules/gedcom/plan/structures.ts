import type { GedcomRecord } from '../reader/index.ts';
import { collapse, dateText } from './date-text.ts';
import { t, tKey } from '../../../i18n.ts';

/** Where repairs and cut values are reported; the pure field readers pass none. */
export type Report = (line: number | null, message: string) => void;

/** Column sizes of the fields Kinfolk stores. */
export const NAME_LENGTH = 100;
export const TEXT_LENGTH = 200;

const POINTER = /^@[^@\s]+@$/;
/** GEDCOM 7's pointer to nothing. */
export const VOID = '@VOID@';

/** The pointer a value holds (`@I1@`), or null for text, an empty value or 7.0's `@VOID@`. */
export function pointerOf(value: string): string | null {
  const trimmed = value.trim();
  return POINTER.test(trimmed) && trimmed !== VOID ? trimmed : null;
}

export function firstChild(record: GedcomRecord, tag: string): GedcomRecord | undefined {
  for (const child of record.children) if (child.tag === tag) return child;
  return undefined;
}

/** A one-line text: trimmed, whitespace (line breaks too) collapsed; null when empty. */
export function lineText(value: string | undefined): string | null {
  return value ? collapse(value) || null : null;
}

/**
 * Cuts a value to its column's size, saying so when it had to: `label` (a catalogue key naming the
 * field, see FIELD_LABELS) and `owner` (the record's id) word the report line; the pure readers pass
 * no `report`.
 */
export function fit(text: string | null, max: number, line: number, label: FieldLabel, owner: string | null, report?: Report): string | null {
  if (text === null || text.length <= max) return text;
  report?.(line, t('gedcom:repair.tooLong', { label: t(FIELD_LABELS[label]), owner: owner ?? t('gedcom:repair.aRecord'), max }));
  return text.slice(0, max);
}

/** The fields a report line names ("The birth place of @I1@ is longer …"). */
const FIELD_LABELS = {
  firstName: tKey('gedcom:label.firstName'),
  lastName: tKey('gedcom:label.lastName'),
  birthDate: tKey('gedcom:label.birthDate'),
  birthPlace: tKey('gedcom:label.birthPlace'),
  christeningDate: tKey('gedcom:label.christeningDate'),
  christeningPlace: tKey('gedcom:label.christeningPlace'),
  deathDate: tKey('gedcom:label.deathDate'),
  deathPlace: tKey('gedcom:label.deathPlace'),
  burialDate: tKey('gedcom:label.burialDate'),
  burialPlace: tKey('gedcom:label.burialPlace'),
  occupation: tKey('gedcom:label.occupation'),
  marriageDate: tKey('gedcom:label.marriageDate'),
  marriagePlace: tKey('gedcom:label.marriagePlace'),
  divorceDate: tKey('gedcom:label.divorceDate'),
};
export type FieldLabel = keyof typeof FIELD_LABELS;

/** The stored text of an event's DATE, cut to its column. */
export function eventDate(event: GedcomRecord | undefined, label: FieldLabel, owner: string | null, report?: Report): string | null {
  const date = event && firstChild(event, 'DATE');
  return date ? fit(dateText(date.value) || null, TEXT_LENGTH, date.line, label, owner, report) : null;
}

/** An event's PLAC, on one line, cut to its column. */
export function eventPlace(event: GedcomRecord | undefined, label: FieldLabel, owner: string | null, report?: Report): string | null {
  const place = event && firstChild(event, 'PLAC');
  return place ? fit(placeText(place.value), TEXT_LENGTH, place.line, label, owner, report) : null;
}

/** A place as a person reads it: the jurisdictions a file leaves empty (`Brookline, , Norfolk County`) are left out. */
function placeText(value: string): string | null {
  const text = lineText(value);
  return text?.includes(',') ? text.split(',').filter((part) => part.trim()).join(',').trim() || null : text;
}
