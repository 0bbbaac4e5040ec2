import type { ServiceContext } from '../service-context.ts';
import type { FilePurpose } from './stored-file.entity.ts';

/** Whether the viewer sees what a file belongs to (a person's photo: that person, with their details). */
export type FileReader = (sc: ServiceContext, key: string) => Promise<boolean>;

const readers = new Map<FilePurpose, FileReader>();

/**
 * Lets the module that owns what files of a purpose belong to decide who else may read them (the
 * family module for people's photos). Set up once when the app is built.
 */
export function allowReadsThrough(purpose: FilePurpose, reader: FileReader) {
  readers.set(purpose, reader);
}

/** Whether anyone besides the file's uploader may read it through what it belongs to. */
export async function seenThroughOwner(sc: ServiceContext, purpose: FilePurpose, key: string): Promise<boolean> {
  const reader = readers.get(purpose);
  return reader ? reader(sc, key) : false;
}
