import { i18n, tKey } from '../../../lib/i18n';

/** The generations' names, parents (1) to 6th great-grandparents (8). */
const GENERATION_KEYS = [
  tKey('dna:generation.1'),
  tKey('dna:generation.2'),
  tKey('dna:generation.3'),
  tKey('dna:generation.4'),
  tKey('dna:generation.5'),
  tKey('dna:generation.6'),
  tKey('dna:generation.7'),
  tKey('dna:generation.8'),
];

/** A generation of ancestors by name: "great-grandparents" (3). */
export function generationName(generation: number): string {
  const key = GENERATION_KEYS[generation - 1];
  return key ? i18n.t(key) : i18n.t('dna:generation.further', { generation });
}

/**
 * Where a share of a generation was born, as people say it: "Both your parents were born in
 * Galicia", "Half your great-grandparents were born in Galicia", "A quarter of…", "Three quarters
 * of…", "All your…", otherwise "3 of your 8 great-grandparents were born in Galicia".
 */
export function heritageSentence(generation: number, expected: number, count: number, place: string): string {
  const name = generationName(generation);
  if (count === expected) return expected === 2 ? i18n.t('dna:sentence.both', { place }) : i18n.t('dna:sentence.all', { generation: name, place });
  if (count * 2 === expected) return expected === 2 ? i18n.t('dna:sentence.oneOfTwo', { place }) : i18n.t('dna:sentence.half', { generation: name, place });
  if (count * 4 === expected) return i18n.t('dna:sentence.quarter', { generation: name, place });
  if (count * 4 === expected * 3) return i18n.t('dna:sentence.threeQuarters', { generation: name, place });
  return i18n.t('dna:sentence.some', { count, expected, generation: name, place });
}
