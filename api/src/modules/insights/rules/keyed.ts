import { byText } from './tree-index.ts';

/** Findings in the order of their keys, each key once (the first found kept): stable whatever the input order. */
export function byKey<T extends { key: string }>(findings: T[]): T[] {
  const once = new Map<string, T>();
  for (const finding of findings) if (!once.has(finding.key)) once.set(finding.key, finding);
  return [...once.values()].sort((a, b) => byText(a.key, b.key));
}
