/** "1 member", "4 members". */
export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** "1 memory", "12 memories". */
export function memoryCountText(count: number): string {
  return count === 1 ? '1 memory' : `${count} memories`;
}

/** A circle's own page. */
export function circlePath(id: string): string {
  return `/circles/${encodeURIComponent(id)}`;
}

export const CIRCLES_PATH = '/circles';
