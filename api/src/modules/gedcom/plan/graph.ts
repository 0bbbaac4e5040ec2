import type { DraftChild, DraftFamily } from './links.ts';

/** Each person's links up to the families they are a child of, in file order, packed in flat arrays. */
export interface ChildLinks {
  /** Person i's links are at [start[i], start[i + 1]). */
  start: Int32Array;
  family: Int32Array;
  child: DraftChild[];
}

export function childLinks(people: number, families: DraftFamily[]): ChildLinks {
  const start = new Int32Array(people + 1);
  for (const family of families) for (const link of family.children) start[link.person + 1]++;
  for (let i = 0; i < people; i++) start[i + 1] += start[i];
  const next = start.slice(0, people);
  const family = new Int32Array(start[people]);
  const child: DraftChild[] = new Array(start[people]);
  families.forEach((draft, f) => {
    for (const link of draft.children) {
      const at = next[link.person]++;
      family[at] = f;
      child[at] = link;
    }
  });
  return { start, family, child };
}
