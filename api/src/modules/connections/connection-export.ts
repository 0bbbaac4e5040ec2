import type { EntityManager } from '@mikro-orm/postgresql';
import { UserConnection } from './connection.entity.ts';

/** Who the user is connected with and how they said they are related, for their own data export. */
export async function connectionsForExport(em: EntityManager, userId: string) {
  const rows = await em.find(UserConnection, { user: userId }, { populate: ['other'], orderBy: { createdAt: 'asc' } });
  return rows.map((c) => ({ name: [c.other.firstName, c.other.lastName].filter(Boolean).join(' ') || 'Someone', relationship: c.relationshipType, since: c.createdAt }));
}
