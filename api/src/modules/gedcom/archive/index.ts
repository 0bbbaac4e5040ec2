// GEDZIP archives: a GEDCOM file with the media it names, read and written with their photos.
export { readGedzip, GEDCOM_ENTRY, type Gedzip, type GedzipLimits } from './read-gedzip.ts';
export { isZip } from './zip-directory.ts';
export { writeGedzip, type ArchiveMedia } from './write-gedzip.ts';
export { archivePathOf, fileValueOf } from './media-paths.ts';
export { importPhotos, discardPhotos, type ImportedPhotos } from './import-photos.ts';
export { mediaForExport, type ExportedPhoto } from './media-for-export.ts';
