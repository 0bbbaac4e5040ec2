import type { Actor } from './actor.ts';
import type { StoredFile } from '../modules/files/stored-file.entity.ts';

/** A file, and whether the viewer sees what it belongs to (files/file-readers.ts). */
interface FileRead {
  file: StoredFile;
  seenThrough: boolean;
}

export const storedFilePolicy = {
  // Profile photos appear wherever a user is shown to other signed-in users (search, connections);
  // a person's photo is read by whoever sees that person with their details, and by its uploader; a
  // memory's file only by the members of its circle (its uploader too only while a member).
  read: (actor: Actor, { file, seenThrough }: FileRead) =>
    file.purpose === 'memory' ? seenThrough : file.owner?.id === actor.user.id || file.purpose === 'avatar' || seenThrough,
} as const;
