// What the DNA module's worker thread runs (api/src/threads/dna-parse.thread.ts): reading one raw
// data file, with none of the module's storage, database or mail, which the thread does not use.
export { serveDnaParse } from './kits/parse-on-thread.ts';
