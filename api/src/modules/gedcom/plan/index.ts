export { planImport, type PlanOptions } from './plan-import.ts';
export { personFieldsOf } from './person-fields.ts';
export { familyFieldsOf } from './family-fields.ts';
export { GedcomRefusedError } from './errors.ts';
export type * from './types.ts';
