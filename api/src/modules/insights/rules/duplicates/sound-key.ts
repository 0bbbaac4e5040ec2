// A key for how a name sounds, so that its spellings meet: Smith and Smyth, Katherine and
// Catherine, Müller and Mueller, Philips and Filips. In the manner of Soundex: the first sound, then
// the consonants, doubled ones once; but the spellings are first evened out the way European names
// vary (ph/f, c/k/s, y/i, w/v, z/s, silent h), and the key keeps letters rather than Soundex's digit
// classes, which put too many names together (Soundex gives Robert and Rupert one code).

/** Spellings of one sound, replaced in this order. */
const SAME_SOUNDS: [RegExp, string][] = [
  [/sch/g, 's'],
  [/sh/g, 's'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/ch/g, 'k'],
  [/qu/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/dt/g, 't'],
  [/th/g, 't'],
  [/gh/g, 'g'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/z/g, 's'],
  [/y/g, 'i'],
  [/w/g, 'v'],
  [/(?<=.)h/g, ''],
  // German umlauts written out (Mueller, Schroeder) as their base vowel.
  [/(?<=.)([aou])e/g, '$1'],
];
const VOWELS = /[aeiou]/g;
const DOUBLED = /(.)\1+/g;

/** The longest key: the first sound and four consonants after it. */
const KEY_LENGTH = 5;

/**
 * The sound key of a folded name without spaces (see fold in text-folding.ts): `smith` → `smt`,
 * `katherine` and `catherine` → `ktrn`. A name starting with a vowel keeps `a` for it, so that
 * Ebert and Ibert share a key. Empty for an empty name.
 */
export function soundKey(folded: string): string {
  let text = folded;
  for (const [spelling, sound] of SAME_SOUNDS) text = text.replace(spelling, sound);
  text = text.replace(DOUBLED, '$1');
  if (!text) return '';
  const first = 'aeiou'.includes(text[0]) ? 'a' : text[0];
  return (first + text.slice(1).replace(VOWELS, '')).replace(DOUBLED, '$1').slice(0, KEY_LENGTH);
}
