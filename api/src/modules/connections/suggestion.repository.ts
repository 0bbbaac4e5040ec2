import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../i18n.ts';
import { inlined } from '../../policies/sql.ts';
import { readerSees, treeReaders } from '../../policies/tree-access.policy.ts';
import { editsSql } from '../../policies/tree.policy.ts';
import { acceptsConnectionsSql, birthdayShownSql } from '../../policies/user.policy.ts';

export interface SuggestionRow {
  userId: string;
  /** Why they are suggested, in the reader's language ("Matches Ada Lovelace in your family tree"). */
  reason: string;
  relationshipType: string;
}

/** What the statement answers: the kind of match (1: a person of a tree, 2: a connection's connection) and the name it is about. */
interface MatchRow {
  userId: string;
  rank: number;
  name: string | null;
  relationshipType: string;
}

/** Why someone is suggested, in the reader's language. */
function reasonOf({ rank, name }: MatchRow): string {
  if (rank === 1) return t('connections:suggestion.matchesPerson', { name });
  return name ? t('connections:suggestion.connectedToRelative', { name }) : t('connections:suggestion.connectedToMember');
}

/**
 * Registered users who may be the viewer's relatives, strongest first: users whose name (and birth
 * date, when both are known) matches a person not yet linked to an account in a tree the viewer owns
 * or edits (inside their branch),
 * then users connected to the viewer's connections. Users already connected, with a request
 * pending either way, or not allowing family connections are left out.
 */
export async function suggestions(em: EntityManager, viewerId: string, limit: number, offset: number): Promise<SuggestionRow[]> {
  const rows = await em.execute<MatchRow[]>(
    `with candidates as (
      select u.id as user_id, 1 as rank,
        m.first_name || ' ' || m.last_name as name,
        coalesce((
          select case when r.kind = 'parent' and r.from_id = m.id then 'parent'
                      when r.kind = 'parent' then 'child'
                      when r.kind = 'partner' then 'spouse'
                      when r.kind = 'sibling' then 'sibling'
                      when r.kind = 'cousin' then 'cousin'
                      when r.kind = 'grandparent' and r.from_id = m.id then 'grandparent'
                      when r.kind = 'grandparent' then 'grandchild'
                      else 'other' end
          from family_relationships r join family_members s on s.tree_id = m.tree_id and s.linked_user_id = ?::uuid and s.link_confirmed
          where (r.from_id = m.id and r.to_id = s.id) or (r.to_id = m.id and r.from_id = s.id) limit 1), 'other') as relationship_type,
        m.last_name || m.first_name as sort_key
      from family_members m
      -- People of trees the viewer owns or edits (they see everything about them), within their branch.
      join tree_access ta on ${inlined(treeReaders('ta', { sql: 'm.tree_id' }))} and ta.user_id = ?::uuid and ${editsSql('ta')}
        and ${readerSees('ta', 'm.id')}
      join users u on lower(u.first_name) = lower(m.first_name) and lower(u.last_name) = lower(m.last_name)
        -- A hidden birthday is not compared at all, so suggestions never reveal it.
        -- A person's birth may be a span ("about 1950"): the birthday must fall within it.
        and (m.birth_date is null or u.date_of_birth is null
          or not ${birthdayShownSql('u')}
          or (u.date_of_birth >= coalesce(m.birth_earliest, u.date_of_birth) and u.date_of_birth <= coalesce(m.birth_latest, u.date_of_birth)))
      where m.linked_user_id is null
      union all
      select c2.other_id, 2, nullif(trim(coalesce(v.first_name, '') || ' ' || coalesce(v.last_name, '')), ''), 'other', coalesce(v.last_name, '')
      from user_connections c1
      join user_connections c2 on c2.user_id = c1.other_id
      join users v on v.id = c1.other_id
      where c1.user_id = ?::uuid
    ),
    ranked as (
      select distinct on (c.user_id) c.* from candidates c
      join users u on u.id = c.user_id
      where c.user_id <> ?::uuid
        and ${acceptsConnectionsSql('u')}
        and not exists (select 1 from user_connections x where x.user_id = ?::uuid and x.other_id = c.user_id)
        and not exists (select 1 from connection_requests q where q.status = 'pending'
          and ((q.from_user_id = ?::uuid and q.to_user_id = c.user_id) or (q.to_user_id = ?::uuid and q.from_user_id = c.user_id)))
      order by c.user_id, c.rank
    )
    select user_id as "userId", rank, name, relationship_type as "relationshipType" from ranked
    order by rank, sort_key, user_id
    limit ? offset ?`,
    [viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, viewerId, limit, offset],
  );
  return rows.map((row) => ({ userId: row.userId, reason: reasonOf(row), relationshipType: row.relationshipType }));
}
