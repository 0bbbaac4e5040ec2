// Writing a tree as a GEDCOM file (5.5.1 or 7.0), as the viewer sees it.
export { exportTree, type ExportOptions, type ExportSink } from './export-tree.ts';
export { photosOf } from './export-scope.ts';
export type { GedcomVersion } from './lines.ts';
