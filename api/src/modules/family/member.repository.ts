import type { EntityManager } from '@mikro-orm/postgresql';
import { FamilyMember } from './family-member.entity.ts';

/** One page of a tree's members by last and first name, with the total. */
export async function membersPage(em: EntityManager, ownerId: string, opts: { search?: string | null; first: number; offset: number }) {
  const search = opts.search?.trim();
  const where = search
    ? {
        owner: ownerId,
        $or: [
          { firstName: { $ilike: `%${escapeLike(search)}%` } },
          { lastName: { $ilike: `%${escapeLike(search)}%` } },
        ],
      }
    : { owner: ownerId };
  const [nodes, totalCount] = await em.findAndCount(FamilyMember, where, {
    orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' },
    limit: opts.first,
    offset: opts.offset,
  });
  return { nodes, totalCount };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
