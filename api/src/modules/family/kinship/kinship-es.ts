// Relationship names in Spanish, as Spanish speakers and genealogists say them. Like dates (see
// shared/dates/format.ts), they are made by rules of the language, not looked up whole, so the
// rules and their few words live here; the sentences around them are in locales/*/family.json.
//
// - Direct lines: padre, abuelo, bisabuelo, tatarabuelo, trastatarabuelo, then "quinto abuelo",
//   "sexto abuelo" … (the trastatarabuelo is the cuarto abuelo); hijo, nieto, bisnieto, tataranieto,
//   trastataranieto, then "quinto nieto" ….
// - Siblings, uncles and nephews: hermano, medio hermano; tío, tío abuelo, tío bisabuelo …;
//   sobrino, sobrino nieto, sobrino bisnieto ….
// - Cousins of one generation: primo hermano (first cousins), primo segundo, primo tercero ….
// - Spanish has no word for English "removed". A cousin of another generation is named as Spanish
//   speakers do, as an uncle or a nephew of the next degree: the first cousin of one's parent is
//   one's "tío segundo" and one is their "sobrino segundo"; the second cousin of one's parent is a
//   "tío tercero"; the first cousin of a grandparent a "tío abuelo segundo", whose grandchild's
//   child is then their "sobrino nieto segundo". This is the usual wording of Spanish genealogy
//   and family speech, and says which of the two is of the older generation, as "removed" does not.
// - Someone whose sex is not recorded is named with both words: "abuelo o abuela".

import type { Sex } from './kinship.ts';

type Forms = [male: string, female: string];

const pick = (sex: Sex, [male, female]: Forms) => (sex === 'male' ? male : sex === 'female' ? female : `${male} o ${female}`);
/** Each form with a word after it: "tío" + "segundo" → "tío segundo" / "tía segunda". */
const join = (a: Forms, b: Forms): Forms => [`${a[0]} ${b[0]}`, `${a[1]} ${b[1]}`];

const ORDINALS = ['', 'primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo'];
/** "segundo" / "segunda"; past the tenth, "11.º" / "11.ª". */
function ordinal(n: number): Forms {
  const word = ORDINALS[n];
  return word ? [word, word.replace(/o$/, 'a')] : [`${n}.º`, `${n}.ª`];
}

/** The ancestor `n` generations up: 1 padre, 2 abuelo, 3 bisabuelo, 4 tatarabuelo, 5 trastatarabuelo, 6 quinto abuelo …. */
function ancestor(n: number): Forms {
  const named: Record<number, Forms> = { 1: ['padre', 'madre'], 2: ['abuelo', 'abuela'], 3: ['bisabuelo', 'bisabuela'], 4: ['tatarabuelo', 'tatarabuela'], 5: ['trastatarabuelo', 'trastatarabuela'] };
  return named[n] ?? join(ordinal(n - 1), ['abuelo', 'abuela']);
}

/** The descendant `n` generations down: 1 hijo, 2 nieto, 3 bisnieto, 4 tataranieto, 5 trastataranieto, 6 quinto nieto …. */
function descendant(n: number): Forms {
  const named: Record<number, Forms> = { 1: ['hijo', 'hija'], 2: ['nieto', 'nieta'], 3: ['bisnieto', 'bisnieta'], 4: ['tataranieto', 'tataranieta'], 5: ['trastataranieto', 'trastataranieta'] };
  return named[n] ?? join(ordinal(n - 1), ['nieto', 'nieta']);
}

/** "tío", "tío abuelo", "tío bisabuelo" …: the sibling of one's ancestor `generations` up. */
const uncle = (generations: number): Forms => (generations === 1 ? ['tío', 'tía'] : join(['tío', 'tía'], ancestor(generations)));
/** "sobrino", "sobrino nieto", "sobrino bisnieto" …: the descendant of one's sibling `generations` down. */
const nephew = (generations: number): Forms => (generations === 1 ? ['sobrino', 'sobrina'] : join(['sobrino', 'sobrina'], descendant(generations)));

const HALF: Forms = ['medio', 'media'];

/** What the first person is to the second, from the generations between each and their nearest common ancestor (see kinshipName). */
export function kinshipNameEs(up: number, down: number, sex: Sex, half: boolean): string {
  if (up === 0 && down === 0) return 'la misma persona';
  if (up === 0) return pick(sex, ancestor(down));
  if (down === 0) return pick(sex, descendant(up));
  const withHalf = (forms: Forms) => pick(sex, half ? join(HALF, forms) : forms);
  if (up === 1 && down === 1) return withHalf(['hermano', 'hermana']);
  if (up === 1) return withHalf(uncle(down - 1));
  if (down === 1) return withHalf(nephew(up - 1));
  const degree = Math.min(up, down) - 1;
  const removed = Math.abs(up - down);
  if (!removed) return withHalf(degree === 1 ? ['primo hermano', 'prima hermana'] : join(['primo', 'prima'], ordinal(degree)));
  // Of another generation: an uncle or a nephew of the next degree (see above).
  return withHalf(join(up < down ? uncle(removed) : nephew(removed), ordinal(degree + 1)));
}

/** esposo / esposa / cónyuge, exesposo / exesposa / excónyuge, pareja. */
export function partnerNameEs(sex: Sex, partnerKind: string | null): string {
  if (partnerKind === 'divorced' || partnerKind === 'separated') return sex === 'male' ? 'exesposo' : sex === 'female' ? 'exesposa' : 'excónyuge';
  if (partnerKind === 'married' || partnerKind === null) return sex === 'male' ? 'esposo' : sex === 'female' ? 'esposa' : 'cónyuge';
  return 'pareja';
}

/** cuñado, yerno / nuera, suegro. */
export function inLawNameEs(relation: 'sibling' | 'child' | 'parent', sex: Sex): string {
  if (relation === 'sibling') return pick(sex, ['cuñado', 'cuñada']);
  if (relation === 'child') return pick(sex, ['yerno', 'nuera']);
  return pick(sex, ['suegro', 'suegra']);
}

/** A cousin recorded as such, without the people in between. */
export const cousinEs = (sex: Sex) => pick(sex, ['primo', 'prima']);

/**
 * The relation of someone's relative: "hermana del esposo", "esposo de la prima hermana", "hijo de
 * la pareja". The article follows the word for the one whose relative it is (`owner`); a name
 * given in both forms ("primo o prima") takes none.
 */
export function relativeOfEs(owner: string, ownerSex: Sex, relation: string): string {
  const feminine = owner === 'pareja' || (ownerSex === 'female' && !/cónyuge$/.test(owner));
  const of = owner.includes(' o ') ? 'de' : feminine ? 'de la' : 'del';
  return `${relation} ${of} ${owner}`;
}

/**
 * A relation as the reader's own ("tu abuelo"); a relative's relation takes "tu" on the relative:
 * "hermana del esposo" → "hermana de tu esposo".
 */
export function yourRelationEs(relation: string): string {
  const relative = /^(.+?) (?:del|de la|de) (.+)$/.exec(relation);
  return relative ? `${relative[1]} de tu ${relative[2]}` : `tu ${relation}`;
}
