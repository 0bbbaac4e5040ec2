/**
 * Text helpers for the printed chart. Its text is measured by estimate, not by a browser: the same
 * drawing goes to a PDF (whose standard Helvetica is not the screen's font) and to tests without
 * a layout engine, so every text is placed from its left end and given room to spare.
 */

/** The font the chart asks for: PDF readers have Helvetica built in, browsers Helvetica or Arial. */
export const CHART_FONT = 'Helvetica, Arial, sans-serif';

/** Rough Helvetica widths in ems, by kind of letter, rounded up so estimates rarely fall short. */
const NARROW = /[ijlt.,:;'!|()[\]\s\-fr1I]/;
const WIDE = /[mwMW@%]/;

function ems(c: string): number {
  if (NARROW.test(c)) return 0.32;
  if (WIDE.test(c)) return 0.86;
  if (c >= 'A' && c <= 'Z') return 0.7;
  return 0.57;
}

/** How wide a text is likely to be in Helvetica (bold a little wider). */
export function textWidth(text: string, size: number, bold = false): number {
  let total = 0;
  for (const c of text) total += ems(c);
  return total * size * (bold ? 1.08 : 1);
}

/**
 * A name in at most two lines no wider than `width` at `size` (bold): broken between words where it
 * can be, the second line cut short with an ellipsis when even that is not enough.
 */
export function wrapName(name: string, width: number, size: number): [string] | [string, string] {
  const fits = (text: string) => textWidth(text, size, true) <= width;
  if (fits(name)) return [name];
  const words = name.split(/\s+/);
  let first = '';
  while (words.length > 0 && fits(`${first} ${words[0]}`.trim())) first = `${first} ${words.shift()}`.trim();
  // One word longer than a line: break inside it.
  if (!first) {
    let end = 1;
    while (end < name.length && fits(name.slice(0, end + 1))) end++;
    return [name.slice(0, end), cut(name.slice(end), fits)];
  }
  return [first, cut(words.join(' '), fits)];
}

function cut(text: string, fits: (text: string) => boolean): string {
  if (fits(text)) return text;
  let end = text.length;
  while (end > 1 && !fits(`${text.slice(0, end).trimEnd()}…`)) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Escapes text for an SVG document. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Characters of Windows-1252 above Latin-1's controls: what PDF's standard fonts can show. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that no Unicode decomposition brings back to a Western one, or to the one usually written instead. */
const LOOK_ALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü' };

const westernChar = (c: string) => (c >= ' ' && c <= '~') || (c >= '\u00a0' && c <= 'ÿ') || WIN_ANSI_EXTRA.has(c);

/**
 * Text as PDF's standard fonts can write it: letters outside Western European ones lose their
 * accents (Ő → O, Ł → L), and what has no such form becomes "?". A single such letter would
 * otherwise turn the whole line into unreadable code.
 */
export function westernText(text: string): string {
  let result = '';
  for (const c of text) {
    if (westernChar(c)) result += c;
    else if (LOOK_ALIKES[c]) result += LOOK_ALIKES[c];
    else {
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      result += base && [...base].every(westernChar) ? base : '?';
    }
  }
  return result;
}
