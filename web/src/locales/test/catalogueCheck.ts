import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface KeyUse {
  namespace: string;
  key: string;
  file: string;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** "members_one" → "members": plural forms count as uses of their key. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL, '');
}

/** The {{placeholders}} of a text, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['gql', 'locales', 'test', 'graphiql'].includes(entry.name)) yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

// t('key'), i18n.t('ns:key'), tKey('key'), i18nKey="key" with a literal key.
const LITERAL_KEY = /(?:\bt|\bi18n\.t|\btKey)\(\s*(['"])([^'"\n]+)\1|\bi18nKey=\{?\s*(['"])([^'"\n]+)\3/g;
// t(`…${…}…`): a key the check cannot read.
const BUILT_KEY = /(?:\bt|\bi18n\.t|\btKey)\(\s*`[^`]*\$\{/g;
// useTranslation('ns') or useTranslation(['ns', …]): the file's own namespace.
const NAMESPACE = /useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/;

/** Every catalogue key the web code uses, and every place where it builds one at run time. */
export function findKeyUses(root: string): { keys: KeyUse[]; dynamic: string[] } {
  const keys: KeyUse[] = [];
  const dynamic: string[] = [];
  for (const file of sourceFiles(root)) {
    // Comments may show examples of keys; they are not uses.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const relative = path.relative(root, file);
    const own = NAMESPACE.exec(code)?.[1] ?? 'common';
    for (const match of code.matchAll(LITERAL_KEY)) {
      const written = match[2] ?? match[4];
      const [namespace, key] = written.includes(':') ? written.split(':', 2) : [own, written];
      keys.push({ namespace, key, file: relative });
    }
    for (const match of code.matchAll(BUILT_KEY)) dynamic.push(`${relative}: ${match[0]}`);
  }
  return { keys, dynamic };
}
