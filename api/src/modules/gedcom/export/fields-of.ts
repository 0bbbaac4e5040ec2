// What Kinfolk models of a kept record, read exactly as an import reads it: a kept record is patched
// only where the person's fields differ from these.
export { familyFieldsOf, personFieldsOf } from '../plan/index.ts';
