// What other modules and the app use of the faces module.
export { faceDataForExport, type ExportedFaceData } from './face-export.ts';
export { faceReferences } from './face-references.ts';
