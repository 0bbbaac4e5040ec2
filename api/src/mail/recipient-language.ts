import type { EntityManager } from '@mikro-orm/postgresql';
import { isLanguage, type Language } from '../i18n.ts';

/** What is known of a reader's language: their own choice, and the browser they last used Kinfolk from. */
export interface Reader {
  language?: string | null;
  browserLanguage?: string | null;
}

/**
 * The language of what is written for someone outside their own request (notifications, e-mails,
 * their calendar feed, their background jobs): the language they chose, else that of the browser
 * they last used Kinfolk from (kept by auth/viewer.ts), else English.
 */
export function recipientLanguage(reader: Reader | null | undefined): Language {
  const chosen = reader?.language;
  const browser = reader?.browserLanguage;
  return isLanguage(chosen) ? chosen : isLanguage(browser) ? browser : 'en';
}

/** Each user's language (see recipientLanguage), in one statement; a user not found reads English. */
export async function recipientLanguages(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  const languages = new Map<string, Language>(ids.map((id) => [id, 'en']));
  if (!ids.length) return languages;
  const rows = await em.execute<{ id: string; language: string | null; browser_language: string | null }[]>(
    'select id, language, browser_language from users where id = any(?::uuid[])',
    [`{${ids.join(',')}}`],
  );
  for (const row of rows) languages.set(row.id, recipientLanguage({ language: row.language, browserLanguage: row.browser_language }));
  return languages;
}
