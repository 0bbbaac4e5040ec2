import type { GedcomRecord } from '../reader/index.ts';
import { nameParts, nameText } from './names.ts';
import { photoOf } from './photo.ts';
import { eventDate, eventPlace, fit, lineText, NAME_LENGTH, pointerOf, type Report, TEXT_LENGTH } from './structures.ts';
import type { PersonFields, PlannedGender } from './types.ts';

const GENDERS: Record<string, PlannedGender> = { M: 'male', F: 'female' };

type Found = GedcomRecord | undefined;

/** A NOTE's text: inline, or the text of the NOTE / SNOTE record it points to. */
function noteText(note: GedcomRecord, notes: Map<string, string>): string | undefined {
  const pointer = pointerOf(note.value);
  return (pointer ? notes.get(pointer) : note.tag === 'NOTE' ? note.value : undefined)?.trim() || undefined;
}

/** Reads the fields of an INDI record, reporting values cut to their column when `report` is given. */
export function readPersonFields(record: GedcomRecord, notes: Map<string, string>, report?: Report): PersonFields {
  // One pass over the record, the first structure of each kind; a 100,000-person file reads this often.
  let name: Found, sex: Found, birth: Found, christening: Found, baptism: Found, death: Found, burial: Found, occupation: Found;
  let otherNames: GedcomRecord[] | undefined;
  let bio: string | null = null;
  let died = false;
  for (const child of record.children) {
    switch (child.tag) {
      case 'NAME': if (name) (otherNames ??= []).push(child); else name = child; break;
      case 'SEX': sex ??= child; break;
      case 'BIRT': birth ??= child; break;
      case 'CHR': christening ??= child; break;
      case 'BAPM': baptism ??= child; break;
      case 'DEAT': death ??= child; died = true; break;
      case 'BURI': burial ??= child; died = true; break;
      case 'CREM': died = true; break;
      case 'OCCU': occupation ??= child; break;
      case 'NOTE':
      case 'SNOTE': {
        const text = noteText(child, notes);
        if (text) bio = bio === null ? text : `${bio}\n\n${text}`;
      }
    }
  }
  christening ??= baptism;
  const parts = name ? nameParts(name) : { firstName: '', lastName: '' };
  const nameLine = name ? name.line : record.line;
  const { xref } = record;
  return {
    firstName: fit(parts.firstName, NAME_LENGTH, nameLine, 'firstName', xref, report) ?? '',
    lastName: fit(parts.lastName, NAME_LENGTH, nameLine, 'lastName', xref, report) ?? '',
    otherNames: otherNames ? otherNames.map(nameText).filter(Boolean) : [],
    gender: (sex && GENDERS[sex.value.trim().toUpperCase()]) ?? 'other',
    birthDate: eventDate(birth, 'birthDate', xref, report),
    birthPlace: eventPlace(birth, 'birthPlace', xref, report),
    christeningDate: eventDate(christening, 'christeningDate', xref, report),
    christeningPlace: eventPlace(christening, 'christeningPlace', xref, report),
    deathDate: eventDate(death, 'deathDate', xref, report),
    deathPlace: eventPlace(death, 'deathPlace', xref, report),
    burialDate: eventDate(burial, 'burialDate', xref, report),
    burialPlace: eventPlace(burial, 'burialPlace', xref, report),
    occupation: occupation ? fit(lineText(occupation.value), TEXT_LENGTH, occupation.line, 'occupation', xref, report) : null,
    bio,
    isAlive: !died,
  };
}

/** What Kinfolk models of an INDI record; `notes` maps NOTE/SNOTE record ids to their text. Pure. */
export function personFieldsOf(record: GedcomRecord, notes: Map<string, string>): PersonFields {
  return readPersonFields(record, notes);
}

/** The first UID or _UID: how a re-import finds the person or family again. */
export function uidOf(record: GedcomRecord): string | null {
  for (const child of record.children) {
    if ((child.tag === 'UID' || child.tag === '_UID') && child.value.trim()) return child.value.trim();
  }
  return null;
}

/** A person's first UID (or _UID), first REFN (the user's own number) and first photo, in one pass. */
export function identifiersOf(record: GedcomRecord, objects: Map<string, GedcomRecord>): { uid: string | null; refn: string | null; photo: string | null } {
  let uid: string | null = null;
  let refn: string | null = null;
  let media = false;
  for (const child of record.children) {
    if (child.tag === 'UID' || child.tag === '_UID') uid ??= child.value.trim() || null;
    else if (child.tag === 'REFN') refn ??= lineText(child.value);
    else if (child.tag === 'OBJE') media = true;
  }
  return { uid, refn, photo: media ? photoOf(record, objects) : null };
}
