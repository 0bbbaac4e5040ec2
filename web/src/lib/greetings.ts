import { i18n } from './i18n';

/** The note a connection request carries unless the user writes their own, in the reader's language. */
export function connectionGreeting(firstName?: string | null): string {
  const name = firstName?.trim();
  return name ? i18n.t('common:greeting.connectionNamed', { name }) : i18n.t('common:greeting.connection');
}

/** The dashboard's heading: a first visit is welcomed, later ones are welcomed back. */
export function welcomeHeading(name: string, firstVisit: boolean): string {
  return firstVisit ? i18n.t('common:greeting.welcome', { name }) : i18n.t('common:greeting.welcomeBack', { name });
}
