// A worker thread that reads one raw data file, as api/src/threads/ would start it (tests start this one).
import { serveDnaParse } from '../parse-on-thread.ts';

await serveDnaParse();
