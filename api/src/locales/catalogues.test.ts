import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../i18n.ts';

// Every text the server writes for people comes from api/src/locales/<language>/<namespace>.json,
// used as t('namespace:key') or tIn(language, 'namespace:key'). This test reads the code and fails
// when a key is missing from a language, when a catalogue keeps a key no code uses, or when the
// languages disagree on keys or {{placeholders}}.

const src = path.resolve(import.meta.dirname, '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['generated', 'migrations', 'locales'].includes(entry.name)) yield* sourceFiles(full);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

const catalogues = new Map(
  LANGUAGES.map((language) => {
    const folder = path.join(src, 'locales', language);
    const entries = new Map<string, string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      for (const [key, text] of Object.entries(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>)) {
        entries.set(`${namespace}:${key}`, text);
      }
    }
    return [language, entries];
  }),
);

// t('ns:key'), tIn(x, 'ns:key'), tKey('ns:key'); a key built at run time (`…${…}`) cannot be checked.
const USE = /\b(?:t|tKey)\(\s*(['"])([\w-]+:[^'"\n]+)\1|\btIn\([^,()]+(?:\([^)]*\))?,\s*(['"])([\w-]+:[^'"\n]+)\3/g;
const BUILT = /\b(?:t|tKey)\(\s*`[^`]*\$\{|\btIn\([^,]+,\s*`[^`]*\$\{/g;
const uses: { key: string; file: string }[] = [];
const built: string[] = [];
for (const file of sourceFiles(src)) {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const relative = path.relative(src, file);
  for (const match of code.matchAll(USE)) uses.push({ key: match[2] ?? match[4], file: relative });
  for (const match of code.matchAll(BUILT)) built.push(`${relative}: ${match[0]}`);
}

const has = (entries: Map<string, string>, key: string) => entries.has(key) || entries.has(`${key}_other`);

describe("the server's text catalogues", () => {
  it('finds the keys the code uses, none built at run time', () => {
    expect(uses.length).toBeGreaterThan(0);
    expect(built).toEqual([]);
  });

  it.each(LANGUAGES)('has every key the code uses in %s', (language) => {
    const entries = catalogues.get(language)!;
    expect([...new Set(uses.filter(({ key }) => !has(entries, key)).map(({ key, file }) => `${key} (${file})`))]).toEqual([]);
  });

  it('keeps no key that no code uses', () => {
    const used = new Set(uses.map(({ key }) => key));
    expect([...catalogues.get('en')!.keys()].filter((key) => !used.has(base(key)))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has every English text in %s, with the same placeholders', (language) => {
    const english = catalogues.get('en')!;
    const other = catalogues.get(language)!;
    const bases = (keys: Iterable<string>) => new Set([...keys].map(base));
    const problems: string[] = [];
    for (const key of bases(english.keys())) if (!bases(other.keys()).has(key)) problems.push(`${key} is not translated`);
    for (const key of bases(other.keys())) if (!bases(english.keys()).has(key)) problems.push(`${key} is not in English`);
    for (const [key, text] of other) {
      const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key));
      if (!text.trim()) problems.push(`${key} is empty`);
      if (source !== undefined && placeholders(source).join() !== placeholders(text).join()) problems.push(`${key}: placeholders differ`);
    }
    expect(problems).toEqual([]);
  });
});
