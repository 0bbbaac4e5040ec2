// What the app (and the administrator's command line) use of the GEDCOM module.
export { gedcomJobs } from './jobs/gedcom-tasks.ts';
export { runImport, MAX_PEOPLE } from './jobs/import-runner.ts';
export { runExport, writeTreeExport } from './jobs/export-runner.ts';
export type { JobOrder, ProcessJob } from './jobs/job-process.ts';
export { prepareImport, saveImport, resolveMerge, getJob, startExport, GEDCOM_IMPORT, GEDCOM_EXPORT } from './gedcom.service.ts';
export { receiveGedcom, readStored } from './gedcom-file.ts';
export { actingAs } from './jobs/job-context.ts';
export { presentJob } from './gedcom.presenter.ts';
export type { GedcomJob } from './gedcom-job.entity.ts';
export { gedcomFileKeysOf } from './leaving-user.ts';
export { keptRecordReferences } from './kept-record-references.ts';
