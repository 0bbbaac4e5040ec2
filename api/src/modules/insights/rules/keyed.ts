import { byText } from './tree-index.ts';

/** Findings in the order of their keys, each key once (the first found kept): stable whatever the input order. */
export function byKey<T extends { key: string }>(findings: T[]): T[] {
  const seen = new Set<string>();
  return findings.filter((f) => !seen.has(f.key) && Boolean(seen.add(f.key))).sort((a, b) => byText(a.key, b.key));
}
