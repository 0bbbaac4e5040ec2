import type { GenealogyDate } from '../../../../../shared/dates/index.ts';
import { fullName } from '../../../../../shared/people/index.ts';
import type { DataPoint } from './insight.ts';
import type { SnapshotPerson } from './tree-snapshot.ts';

type PersonField = 'name' | 'birth' | 'death' | 'birthPlace';

function valueOf(person: SnapshotPerson, field: PersonField): string | null {
  switch (field) {
    case 'name':
      return fullName(person) || null;
    case 'birth':
      return person.birth?.value ?? null;
    case 'death':
      return person.death?.value ?? null;
    case 'birthPlace':
      return person.birthPlace;
  }
}

/** The facts of a person a finding rests on, in the order asked, leaving out those not known. */
export function pointsOf(person: SnapshotPerson, ...fields: PersonField[]): DataPoint[] {
  const points: DataPoint[] = [];
  for (const field of fields) {
    const value = valueOf(person, field);
    if (value) points.push({ personId: person.id, field, value });
  }
  return points;
}

/** A partnership's date as a fact of one of the two. */
export const marriagePoint = (personId: string, marriage: GenealogyDate | null): DataPoint[] =>
  marriage ? [{ personId, field: 'marriage', value: marriage.value }] : [];
