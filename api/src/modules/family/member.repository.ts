import type { EntityManager } from '@mikro-orm/postgresql';
import { FamilyMember } from './family-member.entity.ts';

/** One page of a tree's members by last and first name, with the total. */
export async function membersPage(em: EntityManager, ownerId: string, opts: { search?: string | null; first: number; offset: number }) {
  // Every word typed must start or appear in the first or the last name: "Anna King" finds Annabella King.
  const words = opts.search?.trim().split(/\s+/).filter(Boolean) ?? [];
  const where = {
    owner: ownerId,
    $and: words.map((word) => ({
      $or: [{ firstName: { $ilike: `%${escapeLike(word)}%` } }, { lastName: { $ilike: `%${escapeLike(word)}%` } }],
    })),
  };
  const [nodes, totalCount] = await em.findAndCount(FamilyMember, where, {
    orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' },
    limit: opts.first,
    offset: opts.offset,
  });
  return { nodes, totalCount };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
