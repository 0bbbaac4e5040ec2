/** A relationship as the tree window lists it: `fromId` is the parent of a parent relationship. */
export interface Relationship {
  kind: string;
  fromId: string;
  toId: string;
}

/** Who is whose parent, child or partner, by member id. */
export interface Kinship {
  parentsOf(id: string): readonly string[];
  childrenOf(id: string): readonly string[];
  partnersOf(id: string): readonly string[];
}

const NONE: readonly string[] = [];

/** What is known when nothing is: callers fall back on where people sit in the chart. */
export const noKinship: Kinship = { parentsOf: () => NONE, childrenOf: () => NONE, partnersOf: () => NONE };

/**
 * Kinship read from a window's relationships. The lists are built on the first question, not
 * before: most visits never ask, and a whole family can have a hundred thousand relationships.
 */
export function kinshipOf(relationships: readonly Relationship[]): Kinship {
  let lists: Record<'parents' | 'children' | 'partners', Map<string, string[]>> | null = null;
  const build = () => {
    const built = { parents: new Map<string, string[]>(), children: new Map<string, string[]>(), partners: new Map<string, string[]>() };
    const add = (map: Map<string, string[]>, id: string, other: string) => {
      const list = map.get(id);
      if (!list) map.set(id, [other]);
      else if (!list.includes(other)) list.push(other);
    };
    for (const { kind, fromId, toId } of relationships) {
      if (fromId === toId) continue;
      if (kind === 'parent') {
        add(built.parents, toId, fromId);
        add(built.children, fromId, toId);
      } else if (kind === 'partner') {
        add(built.partners, fromId, toId);
        add(built.partners, toId, fromId);
      }
    }
    return built;
  };
  const of = (which: 'parents' | 'children' | 'partners') => (id: string) => (lists ??= build())[which].get(id) ?? NONE;
  return { parentsOf: of('parents'), childrenOf: of('children'), partnersOf: of('partners') };
}

/** The person, their partners, and their parents, children and grandparents and grandchildren. */
export function closeFamilyOf(kinship: Kinship, id: string, generations = 2): Set<string> {
  const family = new Set([id, ...kinship.partnersOf(id)]);
  for (const step of [kinship.parentsOf, kinship.childrenOf]) {
    let level = [id];
    for (let g = 0; g < generations; g++) {
      level = level.flatMap((person) => step(person).filter((relative) => !family.has(relative)));
      for (const relative of level) family.add(relative);
    }
  }
  return family;
}
