import type { GedcomRecord } from '../reader/index.ts';
import { firstChild, pointerOf } from './structures.ts';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff', 'webp', 'heic', 'heif', 'avif']);

/** Whether a FILE is a picture, by its format (5.5 FORM, 5.5.1 FILE.FORM, 7.0 media type) or its name. */
function isPicture(file: GedcomRecord, media: GedcomRecord): boolean {
  const form = (firstChild(file, 'FORM') ?? firstChild(media, 'FORM'))?.value.trim().toLowerCase() ?? '';
  if (form.startsWith('image/') || IMAGE_EXTENSIONS.has(form)) return true;
  const name = file.value.trim().split(/[?#]/)[0];
  return IMAGE_EXTENSIONS.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase());
}

/**
 * The FILE of a person's first photo: OBJE structures in order (inline, or pointing to an OBJE
 * record), one marked primary (`_PRIM Y`) first; sounds, documents and links are not photos.
 */
export function photoOf(record: GedcomRecord, objects: Map<string, GedcomRecord>): string | null {
  const media = record.children
    .filter((child) => child.tag === 'OBJE')
    .map((obje) => {
      const pointer = pointerOf(obje.value);
      const target = pointer ? objects.get(pointer) : obje;
      const primary = [obje, target].some((r) => r && firstChild(r, '_PRIM')?.value.trim().toUpperCase() === 'Y');
      return { target, primary };
    });
  media.sort((a, b) => Number(b.primary) - Number(a.primary));
  for (const { target } of media) {
    const file = target?.children.find((child) => child.tag === 'FILE' && child.value.trim() && isPicture(child, target));
    if (file) return file.value.trim();
  }
  return null;
}
