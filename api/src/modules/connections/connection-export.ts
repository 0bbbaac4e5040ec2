import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../i18n.ts';
import { UserConnection } from './connection.entity.ts';

/** Who the user is connected with and how they said they are related, for their own data export. */
export async function connectionsForExport(em: EntityManager, userId: string) {
  const rows = await em.find(UserConnection, { user: userId }, { populate: ['other'], orderBy: { createdAt: 'asc' } });
  return rows.map((c) => ({ name: [c.other.firstName, c.other.lastName].filter(Boolean).join(' ') || t('connections:someone'), relationship: c.relationshipType, since: c.createdAt }));
}
