// What other modules and the app use of the time capsules module.
export { capsuleJobs, openCapsule, openingText } from './capsule-opening.job.ts';
export { capsulesForExport, deleteCapsulesOf, type ExportedAttachment } from './time-capsule-export.ts';
