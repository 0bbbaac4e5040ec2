// What other modules (and the app) use of the files module.
export { storeImage, stagePhoto, discardFile, removeStoredFile, type IncomingFile } from './file.service.ts';
export { fileUrl } from './file-url.ts';
export { upload } from './upload.ts';
export { allowReadsThrough, type FileReader } from './file-readers.ts';
export { graphqlUploads } from './graphql-uploads.ts';
