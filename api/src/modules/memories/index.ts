// What other modules and the app use of the memories module.
import type { FileReader } from '../files/index.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { memoryFileVisible } from './memory.repository.ts';

export { memoryCount, visibleMemories } from './memory.service.ts';
export type { MemoryModel } from './memory.model.ts';
export { usableMemoryIds } from './memory-picks.service.ts';

/** Lets the files module ask whether the viewer may read a memory's file: they are in its circle. */
export function allowMemoryReads(allow: (purpose: 'memory', reader: FileReader) => void) {
  allow('memory', (sc, key) => memoryFileVisible(sc.em, requireViewer(sc.viewer).id, key));
}
export { memoriesForExport, deleteMemoriesOf } from './memory-export.ts';
