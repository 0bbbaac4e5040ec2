// What other modules use of the daily-moments module.
export { answersForExport, deleteAnswersOf } from './moment-export.ts';
