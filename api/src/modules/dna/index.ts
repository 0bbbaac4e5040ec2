// What other modules and the app use of the DNA module.
export { loadDnaKeys } from './dna-keys.ts';
export { deleteDnaKitsOf } from './delete-kit.command.ts';
export { dnaKitsForExport, type ExportedDnaKit } from './dna-kit-export.ts';
export { dnaJobs } from './kit-matching.job.ts';
export { dnaKitReferences } from './dna-kit-references.ts';
