// What other modules (and the app) use of the files module.
export { storeImage, storeDocument, stagePhoto, discardFile, removeStoredFile, type IncomingFile } from './file.service.ts';
export { fileUrl } from './file-url.ts';
export { upload, uploadSource } from './upload.ts';
export { graphqlUploads } from './graphql-uploads.ts';
export { receiveMedia, markReady, discardMedia, type MediaSource, type ReceivedMedia } from './media-intake.ts';
export { receiveAudio, type ReceivedAudio, type AudioIntakeOptions } from './audio-intake.ts';
export { fileJobs, cleanUpOnStart } from './file-jobs.ts';
export { MAKE_DERIVATIVES } from './derivatives.ts';
export { storageOf } from './storage-of.ts';
export { invalidFileType, kindOf, type MediaKind } from './media-types.ts';
export type { StoredFile, FileVariant } from './stored-file.entity.ts';
export { mediaFileUrl, type MediaFileModel } from './media-file.ts';
export { storageUsedBy, storageTotals } from './storage-used.ts';
export { releaseFilesOf } from './leaving-owner.ts';
