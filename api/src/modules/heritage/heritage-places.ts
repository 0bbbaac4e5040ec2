// Heritage from the tree, shaped: the birth places of a person's ancestors grouped by generation at
// a chosen level ('Vigo, Pontevedra, Galicia, España': the place as written, its region 'Galicia',
// its country 'España'), counted and set against the ancestors each generation has. Pure: the
// ancestors come from the family module, already limited to what the viewer sees.

/** At which level birth places are grouped (the schema's HeritageLevel). */
export type PlaceLevel = 'place' | 'region' | 'country';

/** One ancestor in one generation, and where they were born (null: not recorded, or not shown). */
export interface AncestorPlace {
  generation: number;
  birthPlace: string | null;
}

/** Where ancestors of one generation were born, and their share of the generation. */
export interface HeritagePlaceShare {
  name: string;
  count: number;
  share: number;
}

/** One generation as the schema's HeritageGeneration. */
export interface HeritageGenerationCount {
  generation: number;
  expected: number;
  known: number;
  withPlace: number;
  places: HeritagePlaceShare[];
}

/** The parts of a place as written, trimmed, empty ones left out: 'Lugo, , España ' → ['Lugo', 'España']. */
const partsOf = (recorded: string) => recorded.split(',').map((part) => part.trim()).filter(Boolean);

/**
 * A recorded birth place at a level: the place as written (trimmed), its country (the last
 * comma-separated part) or its region (the next-to-last part when there are two or more, else the
 * only one); null when nothing is written.
 */
export function placeAt(recorded: string | null, level: PlaceLevel): string | null {
  const parts = partsOf(recorded ?? '');
  if (!parts.length) return null;
  if (level === 'country') return parts[parts.length - 1];
  if (level === 'region') return parts[Math.max(parts.length - 2, 0)];
  return recorded!.trim();
}

/**
 * What two spellings of one place share: case, spaces around commas and runs of spaces, empty
 * parts and how accents are composed aside ('lugo ,Galicia' and 'Lugo, Galicia' are one place).
 */
const keyOf = (name: string) => partsOf(name.normalize('NFC')).map((part) => part.replace(/\s+/g, ' ')).join(', ').toLowerCase();

const byName = new Intl.Collator('und', { sensitivity: 'base', numeric: true });
const mostFirst = (a: HeritagePlaceShare, b: HeritagePlaceShare) => b.count - a.count || byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The generations 1 … the furthest one with an ancestor (those between with none known are kept, at
 * zero): in each, the ancestors known, those with a place, and the places most frequent first (ties
 * by name), each with its share of the generation's 2^generation ancestors. A place spelt several
 * ways is shown as first met (generation by generation, in the order the ancestors come).
 */
export function heritageGenerations(ancestors: readonly AncestorPlace[], level: PlaceLevel): HeritageGenerationCount[] {
  const spelling = new Map<string, string>();
  const last = ancestors.reduce((most, a) => Math.max(most, a.generation), 0);
  const generations = Array.from({ length: last }, (_, i): HeritageGenerationCount => ({ generation: i + 1, expected: 2 ** (i + 1), known: 0, withPlace: 0, places: [] }));
  const counts = generations.map(() => new Map<string, number>());
  for (const ancestor of [...ancestors].sort((a, b) => a.generation - b.generation)) {
    if (ancestor.generation < 1) continue;
    const generation = generations[ancestor.generation - 1];
    generation.known += 1;
    const name = placeAt(ancestor.birthPlace, level);
    if (name === null) continue;
    generation.withPlace += 1;
    const key = keyOf(name);
    if (!spelling.has(key)) spelling.set(key, name);
    const count = counts[ancestor.generation - 1];
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  for (const generation of generations) {
    generation.places = [...counts[generation.generation - 1]]
      .map(([key, count]) => ({ name: spelling.get(key)!, count, share: count / generation.expected }))
      .sort(mostFirst);
  }
  return generations;
}
