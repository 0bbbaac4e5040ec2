// What other modules and the app use of the heirlooms module.
export { heirloomsRecordedBy } from './heirloom-export.ts';
export { HEIRLOOM_TYPES, type HeirloomType } from './heirloom.entity.ts';
export { heirloomReferences } from './heirloom-references.ts';
