import { fileUrl } from './file-url.ts';

/** A stored file as the API shows it (MediaFile): read through its URL, which checks who asks. */
export interface MediaFileModel {
  key: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export const mediaFileUrl = (file: Pick<MediaFileModel, 'key'>) => fileUrl(file.key)!;
