import type { EntityManager } from '@mikro-orm/postgresql';
import { CircleMember } from './circle-member.entity.ts';

/** The circles a user belongs to, with their role, for their own data export (names of circles only, not their members). */
export async function circlesForExport(em: EntityManager, userId: string) {
  const memberships = await em.find(CircleMember, { user: userId }, { populate: ['circle'], orderBy: { joinedAt: 'asc' } });
  return memberships.map((m) => ({ circle: m.circle.name, role: m.role, private: m.circle.isPrivate, since: m.joinedAt }));
}
