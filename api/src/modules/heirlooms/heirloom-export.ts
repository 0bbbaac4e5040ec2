import type { EntityManager } from '@mikro-orm/postgresql';
import { detailsScope } from '../../policies/family-member.policy.ts';
import { heirloomScope, heirloomValueScope } from '../../policies/heirloom.policy.ts';

// A user's own data export: the heirlooms they added that they still read, with the journey as
// names and dates, as they may see them now: a living person's dates only where their details are
// shown to the user, the value only where the user is an owner or editor of the heirloom's tree (a
// viewer's export holds none). Account deletion needs nothing here: heirlooms belong to their tree
// and stay, their recorder becomes unknown (recorded_by_id: on delete set null).

/** An heirloom as the export writes it. */
export interface ExportedHeirloom {
  id: string;
  name: string;
  assetType: string;
  description: string | null;
  story: string | null;
  acquisitionDate: string | null;
  value: { amount: string; currency: string } | null;
  owners: { person: string | null; current: boolean; how: string | null; from: string | null; to: string | null }[];
  createdAt: Date;
  updatedAt: Date;
}

/** The heirlooms a user added that they still read, oldest first. */
export async function heirloomsRecordedBy(em: EntityManager, userId: string): Promise<ExportedHeirloom[]> {
  const today = new Date().toISOString().slice(0, 10);
  const shown = detailsScope('m', { id: userId }, today);
  const readable = heirloomScope('h', { id: userId });
  const valued = heirloomValueScope('h', { id: userId });
  return em.execute<ExportedHeirloom[]>(
    `select h.id, h.name, h.asset_type as "assetType", h.description, h.story, h.acquisition_date as "acquisitionDate",
       case when h.value_amount is not null and ${valued.text}
         then json_build_object('amount', h.value_amount::text, 'currency', h.value_currency) end as value,
       coalesce((select json_agg(json_build_object('person', trim(m.first_name || ' ' || m.last_name), 'current', o.current, 'how', o.how,
           'from', case when d.shown then o.since end, 'to', case when d.shown then o.until end) order by o.position)
         from family_asset_owners o left join family_members m on m.id = o.member_id
           cross join lateral (select m.id is null or ${shown.text} as shown) d
         where o.heirloom_id = h.id), '[]') as owners,
       h.created_at as "createdAt", h.updated_at as "updatedAt"
     from family_assets h
     where h.recorded_by_id = ?::uuid and ${readable.text} order by h.created_at, h.id`,
    [...valued.params, ...shown.params, userId, ...readable.params],
  );
}
