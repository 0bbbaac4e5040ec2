import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findKeyUses, pluralBase, placeholders } from './test/catalogueCheck';
import { LANGUAGES } from '../lib/i18n/languages';

// Every text the app shows comes from web/src/locales/<language>/<namespace>.json. This test
// reads the code for the keys it uses and fails when a key is missing from a language, when a
// catalogue keeps a key no code uses, or when the two languages disagree.

const src = path.resolve(import.meta.dirname, '..');
const catalogues = new Map(
  LANGUAGES.map((language) => {
    const folder = path.join(src, 'locales', language);
    const namespaces = new Map<string, Record<string, string>>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      namespaces.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    }
    return [language, namespaces];
  }),
);
const english = catalogues.get('en')!;
const uses = findKeyUses(src);

const has = (catalogue: Record<string, string> | undefined, key: string) =>
  catalogue !== undefined && (key in catalogue || `${key}_other` in catalogue);

describe('the text catalogues', () => {
  it('finds the keys the code uses', () => {
    expect(uses.keys.length).toBeGreaterThan(50);
  });

  it('has no key built at run time (a table of tKey(...) keys is read instead)', () => {
    expect(uses.dynamic).toEqual([]);
  });

  it.each(LANGUAGES)('has every key the code uses in %s', (language) => {
    const missing = uses.keys
      .filter(({ namespace, key }) => !has(catalogues.get(language)!.get(namespace), key))
      .map(({ namespace, key, file }) => `${namespace}:${key} (${file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps no key that no code uses', () => {
    const used = new Set(uses.keys.map(({ namespace, key }) => `${namespace}:${key}`));
    const unused = [...english].flatMap(([namespace, entries]) =>
      Object.keys(entries)
        .filter((key) => !used.has(`${namespace}:${pluralBase(key)}`))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('has the same texts in %s as in English, with the same placeholders', (language) => {
    const other = catalogues.get(language)!;
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    const problems: string[] = [];
    for (const [namespace, entries] of english) {
      const translated = other.get(namespace) ?? {};
      const bases = (keys: string[]) => new Set(keys.map(pluralBase));
      const englishBases = bases(Object.keys(entries));
      const translatedBases = bases(Object.keys(translated));
      for (const base of englishBases) if (!translatedBases.has(base)) problems.push(`${namespace}:${base} is not translated`);
      for (const base of translatedBases) if (!englishBases.has(base)) problems.push(`${namespace}:${base} is not in English`);
      for (const [key, text] of Object.entries(translated)) {
        if (!text.trim()) problems.push(`${namespace}:${key} is empty`);
        const source = entries[key] ?? entries[`${pluralBase(key)}_other`] ?? entries[pluralBase(key)];
        if (source !== undefined && placeholders(source).join() !== placeholders(text).join()) {
          problems.push(`${namespace}:${key} has placeholders ${placeholders(text).join()} instead of ${placeholders(source).join()}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
