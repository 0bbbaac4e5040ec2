import { notFound } from '../../errors.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { loadGrant, requireGrant, viewerGrants } from '../trees/index.ts';
import { membersByIds } from '../family/index.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import { cursorOf, decodeCursor, type HeirloomModel, type OwnerModel } from './heirloom.presenter.ts';
import { documentRows, heirloomPage, heirloomRow, memberHeirloomRows, ownerRows, photoRows, unseenAmong, type HeirloomRow } from './heirloom.repository.ts';
import { pageRules } from './heirloom.input.ts';
import type { HeirloomType } from './heirloom.entity.ts';

const group = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

const dateOf = (value: string | null, earliest: string | null, latest: string | null) => ({ value, earliest, latest });

/**
 * Models of rows found through the heirloom scope: their owners, people, recorders, photos and
 * documents read together (a constant number of statements however many rows), and the viewer's
 * grants in their trees, which the rules read.
 */
async function modelsOf(sc: ServiceContext, rows: HeirloomRow[]): Promise<HeirloomModel[]> {
  const viewer = requireViewer(sc.viewer);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const grants = new Map<string, Awaited<ReturnType<typeof loadGrant>>>();
  for (const treeId of new Set(rows.map((r) => r.tree_id))) grants.set(treeId, await loadGrant(sc, treeId));
  const owners = await ownerRows(sc.em, ids);
  const personIds = [...owners.map((o) => o.member_id), ...rows.map((r) => r.intended_owner_id)].filter((id): id is string => id !== null);
  const recorderIds = [...new Set(rows.map((r) => r.recorded_by_id).filter((id): id is string => Boolean(id) && id !== viewer.id))];
  const [members, recorders, photos, documents] = [
    await membersByIds(sc, personIds),
    recorderIds.length ? await findUsersByIds(sc.em, recorderIds) : [],
    await photoRows(sc.em, ids),
    await documentRows(sc.em, ids),
  ];
  const unseen = new Set<string>();
  for (const [treeId, grant] of grants) {
    if (grant) for (const id of await unseenAmong(sc.em, grant, members.filter((m) => m.tree.id === treeId).map((m) => m.id))) unseen.add(id);
  }
  const memberById = new Map(members.map((m) => [m.id, m]));
  const users = new Map<string, User>([...recorders.map((u) => [u.id, u] as const), [viewer.id, viewer]]);
  const [ownersOf, photosOf, documentsOf] = [group(owners, (o) => o.heirloom_id), group(photos, (p) => p.heirloom_id), group(documents, (d) => d.heirloom_id)];
  return rows.map((row) => {
    const journey: OwnerModel[] = (ownersOf.get(row.id) ?? []).map((o) => ({
      id: o.id,
      member: o.member_id ? (memberById.get(o.member_id) ?? null) : null,
      position: o.position,
      current: o.current,
      how: o.how,
      from: dateOf(o.since, o.since_earliest, o.since_latest),
      to: dateOf(o.until, o.until_earliest, o.until_latest),
    }));
    const people = [...journey.map((o) => o.member?.id), row.intended_owner_id].filter((id): id is string => Boolean(id));
    return {
      id: row.id,
      treeId: row.tree_id,
      name: row.name,
      assetType: row.asset_type,
      description: row.description,
      story: row.story,
      acquisitionDate: dateOf(row.acquisition_date, row.acquisition_earliest, row.acquisition_latest),
      value: row.value_amount !== null && row.value_currency !== null ? { amount: row.value_amount, currency: row.value_currency } : null,
      owners: journey,
      intendedOwner: row.intended_owner_id ? (memberById.get(row.intended_owner_id) ?? null) : null,
      photos: (photosOf.get(row.id) ?? []).map((p) => ({ id: p.id, key: p.key })),
      documents: (documentsOf.get(row.id) ?? []).map((d) => ({ id: d.id, key: d.key, name: d.name, size: Number(d.size) })),
      recordedBy: row.recorded_by_id ? (users.get(row.recorded_by_id) ?? null) : null,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      view: { tree: { id: row.tree_id }, peopleCount: new Set(people).size, unseenPeople: new Set(people.filter((id) => unseen.has(id))).size },
    };
  });
}

export interface HeirloomPageModel {
  nodes: HeirloomModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page of the heirlooms the viewer may read, in one tree of theirs (NOT_FOUND for another) or all, by name. */
export async function listHeirlooms(
  sc: ServiceContext,
  args: { treeId?: string | null; assetType?: HeirloomType | null; ownerId?: string | null; after?: string | null; first: number },
): Promise<HeirloomPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { treeId, assetType, ownerId, first, after } = await check(pageRules, args);
  const treeIds = treeId ? [(await requireGrant(sc, treeId)).treeId] : (await viewerGrants(sc)).map((g) => g.treeId);
  const rows = await heirloomPage(sc.em, {
    viewerId: viewer.id,
    treeIds,
    type: (assetType as HeirloomType | null | undefined) ?? null,
    ownerId: ownerId ?? null,
    after: after ? decodeCursor(after) : null,
    limit: first + 1,
  });
  const page = rows.slice(0, first);
  const nodes = await modelsOf(sc, page);
  const hasMore = rows.length > first;
  return { nodes, endCursor: hasMore ? cursorOf(page[page.length - 1]) : null, hasMore };
}

/** The heirlooms the viewer may read that a person has now, had once or is meant to have next (none for a person they do not see). */
export async function memberHeirlooms(sc: ServiceContext, memberId: string): Promise<HeirloomModel[]> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(memberId)) return [];
  return modelsOf(sc, await memberHeirloomRows(sc.em, viewer.id, memberId));
}

/** One heirloom the viewer may read: NOT_FOUND otherwise, as for one that does not exist. */
export async function getHeirloom(sc: ServiceContext, id: string): Promise<HeirloomModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await heirloomRow(sc.em, viewer.id, id) : null;
  const [model] = row ? await modelsOf(sc, [row]) : [];
  if (!model || !can(sc, 'read', 'Heirloom', model.view)) throw notFound('Heirloom');
  return model;
}

/** What an heirloom is worth, for those the policy lets see it (the tree's owner and editors); null for everyone else. */
export const presentValue = (sc: ServiceContext, model: Pick<HeirloomModel, 'value' | 'view'>) => (can(sc, 'seeValue', 'Heirloom', model.view) ? model.value : null);

/** Whether the viewer may read an owner's dates: those of a person whose details they see (a living person's are hidden from a viewer), or of one removed from the tree. */
export const ownerDatesShown = (sc: ServiceContext, owner: Pick<OwnerModel, 'member'>) => !owner.member || can(sc, 'seeDetails', 'FamilyMember', owner.member);
