import { referenceColumn } from '../family/index.ts';

/** The DNA kits said to be of a person, as a merge of two people moves them to the kept person (the kit and its agreements stay its uploader's). */
export const dnaKitReferences = referenceColumn({ kind: 'dnaKits', table: 'dna_profiles', column: 'person_id', key: 'id' });
