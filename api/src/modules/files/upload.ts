import type { FileUpload } from 'graphql-upload-minimal';
import type { IncomingFile } from './file.service.ts';
import { uploadedBytes } from './graphql-uploads.ts';

/** Resolves a GraphQL `Upload` argument (a promise of a file) into a file, or null when absent. */
export async function upload(value: Promise<FileUpload> | null | undefined): Promise<IncomingFile | null> {
  if (!value) return null;
  const file = await value;
  return { filename: file.filename, bytes: uploadedBytes(file) };
}
