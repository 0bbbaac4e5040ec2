import type { Actor } from './actor.ts';
import type { StoredFile } from '../modules/files/stored-file.entity.ts';

/** A file, and whether the viewer sees what it belongs to (files/file-readers.ts). */
interface FileRead {
  file: StoredFile;
  seenThrough: boolean;
}

export const storedFilePolicy = {
  // Profile photos appear wherever a user is shown to other signed-in users (search, connections);
  // a person's photo is read by whoever sees that person with their details; the uploader always.
  read: (actor: Actor, { file, seenThrough }: FileRead) => file.owner.id === actor.user.id || file.purpose === 'avatar' || seenThrough,
} as const;
