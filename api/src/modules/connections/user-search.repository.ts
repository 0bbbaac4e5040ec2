import type { EntityManager } from '@mikro-orm/postgresql';
import { acceptsConnectionsSql, emailShownSql } from '../../policies/user.policy.ts';

export type SearchField = 'name' | 'email' | 'location';

// The expressions match the trigram indexes declared on the users table. Each is a field other
// users see (README "Other users see"): the hometown and current city are the owner's alone.
const EXPRESSIONS: Record<SearchField, string> = {
  name: `(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`,
  email: `u.email`,
  location: `(coalesce(u.location, ''))`,
};

/**
 * Users matching a query, ranked by trigram word similarity computed in PostgreSQL (pg_trgm, GIN
 * indexes): substring matches and close spellings. Users who do not allow family connections are
 * left out, and so is the searcher; an email is matched only where its owner shows it.
 */
export async function searchUsers(em: EntityManager, viewerId: string, query: string, field: SearchField, limit: number) {
  const expr = EXPRESSIONS[field];
  const emailVisible = field === 'email' ? `and ${emailShownSql('u')}` : '';
  return em.execute<{ id: string; score: number }[]>(
    `select u.id, round(greatest(word_similarity(?, ${expr}), similarity(?, ${expr}))::numeric, 3)::float8 as score
     from users u
     where u.id <> ?::uuid
       and ${acceptsConnectionsSql('u')}
       ${emailVisible}
       and (${expr} ilike '%' || ? || '%' escape '\\' or ? <% ${expr})
     order by score desc, u.last_name, u.first_name, u.id
     limit ?`,
    [query, query, viewerId, escapeLike(query), query, limit],
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
