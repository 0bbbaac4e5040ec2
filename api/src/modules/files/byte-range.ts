/**
 * The one byte range a `Range: bytes=…` header asks for, within a file of `size` bytes: null for no
 * header (or one we do not serve ranges for: several ranges, another unit — answered whole, as
 * HTTP allows), 'unsatisfiable' for a range wholly past the end.
 */
export function requestedRange(header: string, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
