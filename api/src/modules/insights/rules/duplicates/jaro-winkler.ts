// Jaro–Winkler similarity (Winkler 1990): how alike two short strings are, between 0 and 1, giving
// weight to letters in common near the same place, forgiving a swap of neighbours, and favouring a
// common beginning, where names are least often misspelt.

/** The longest common beginning that counts, and its weight per letter. */
const PREFIX_LETTERS = 4;
const PREFIX_SCALE = 0.1;
/** Below this Jaro similarity the beginning gives no bonus (Winkler's threshold). */
const BOOST_THRESHOLD = 0.7;

// Reused flags of matched letters: names are short, and a scan compares millions of pairs.
let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);

/** The Jaro similarity of two strings: 1 for equal ones (two empty ones too), 0 when nothing matches. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (flagsA.length < la) flagsA = new Uint8Array(la * 2);
  if (flagsB.length < lb) flagsB = new Uint8Array(lb * 2);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lb - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (flagsB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      flagsA[i] = 1;
      flagsB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let halfTranspositions = 0;
  for (let i = 0, k = 0; i < la; i++) {
    if (!flagsA[i]) continue;
    while (!flagsB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) halfTranspositions++;
    k++;
  }
  const transpositions = halfTranspositions / 2;
  return (matches / la + matches / lb + (matches - transpositions) / matches) / 3;
}

/** The Jaro–Winkler similarity: Jaro's, raised for a common beginning of up to four letters. */
export function jaroWinkler(a: string, b: string): number {
  const similarity = jaro(a, b);
  if (similarity < BOOST_THRESHOLD) return similarity;
  let prefix = 0;
  const most = Math.min(PREFIX_LETTERS, a.length, b.length);
  while (prefix < most && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return similarity + prefix * PREFIX_SCALE * (1 - similarity);
}
