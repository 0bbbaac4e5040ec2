// What other modules and the app use of the memories module.

export { memoryCount, visibleMemories } from './memory.service.ts';
export type { MemoryModel } from './memory.model.ts';
export { usableMemoryIds } from './memory-picks.service.ts';
export { memoriesForExport, deleteMemoriesOf } from './memory-export.ts';
export { faceablePhoto, tagConfirmedFace, photoTagById, type FaceBox, type FacePhoto } from './face-tag.command.ts';
export { photoTagReferences } from './photo-tag-references.ts';
