import type { Language } from '../../i18n.ts';

/** A challenge's title in a language: a catalogue challenge's own text in it, else as written. */
export function titleIn(language: Language, challenge: { title: string; texts: Record<string, { title: string; description: string }> | null }): string {
  return challenge.texts?.[language]?.title ?? challenge.title;
}

/** A challenge's description in a language, the same way. */
export function descriptionIn(language: Language, challenge: { description: string; texts: Record<string, { title: string; description: string }> | null }): string {
  return challenge.texts?.[language]?.description ?? challenge.description;
}
