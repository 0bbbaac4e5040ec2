import sharp from 'sharp';
import type { Person } from './factories.ts';

/** A real JPEG photo of `width` × `height` pixels (a gradient, so it is not trivially small). */
export async function jpegPhoto(width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * A small MP4 video file: `ftyp`, a movie header (`moov`/`mvhd`) saying it lasts `seconds`, and a
 * media data box of `dataBytes` bytes — the structure the server checks, without real frames.
 */
export function mp4Video(seconds = 3, dataBytes = 64 * 1024): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale (after version/flags and two times)
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(dataBytes, 7));
  return Buffer.concat([ftyp, mdat, moov]);
}

export const UPLOAD_MEMORY = `mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) {
  id title kind taggedCount thumbnailUrl previewUrl file { url contentType size width height durationSeconds }
  circle { id name } uploadedBy { id } photoTags { id member { id } box { x y width height } } viewerCan { update delete tag } } }`;

/** Uploads a memory through GraphQL multipart; answers the raw GraphQL body. */
export function uploadMemory(person: Person, input: Record<string, unknown>, file: { bytes: Buffer; name: string; type?: string }, poster?: { bytes: Buffer; name: string }) {
  const files: Record<string, { blob: Blob; name: string }> = { 'variables.input.file': { blob: new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), name: file.name } };
  if (poster) files['variables.input.poster'] = { blob: new Blob([poster.bytes], { type: 'image/jpeg' }), name: poster.name };
  return person.client.gqlUpload<{ uploadMemory: Record<string, unknown> & { id: string; file: { url: string } } }>(UPLOAD_MEMORY, { input: { ...input, file: null, ...(poster ? { poster: null } : {}) } }, files);
}

/** Creates a circle owned by `owner` with these members (already the owner's connections). */
export async function createCircle(owner: Person, name: string, members: Person[], isPrivate = true): Promise<string> {
  const res = await owner.client.gql<{ createCircle: { id: string } }>('mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', {
    i: { name, isPrivate, memberIds: members.map((m) => m.id) },
  });
  if (res.errors) throw new Error(`createCircle: ${JSON.stringify(res.errors)}`);
  return res.data!.createCircle.id;
}
