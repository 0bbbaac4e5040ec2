// What other modules use of the sharing module.
export { transferTreeOwnership } from './sharing.service.ts';
