// Reads one uploaded raw DNA data file on a worker thread (see parseDnaFileOnThread): reading a
// 20 MB file is half a second or more of CPU, which on the main thread would hold up every request.
// The module's thread face (modules/dna/thread.ts), not its index: the thread loads only the reading.
import { serveDnaParse } from '../modules/dna/thread.ts';

await serveDnaParse();
