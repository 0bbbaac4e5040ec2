import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import type { CircleView } from '../../policies/circle.policy.ts';
import { check, isUuid, sentFields } from '../../input/validation.ts';
import { areConnected, connectedAmong, connectedUserIds } from '../connections/index.ts';
import { Circle } from './circle.entity.ts';
import { CircleMember, type CircleRole } from './circle-member.entity.ts';
import { CircleJoinRequest } from './circle-join-request.entity.ts';
import type { CircleModel } from './circle.presenter.ts';
import { circleCounts, circleRow, circleRowsByIds, openCircleRowsOf, viewerCircleRows, type CircleCounts, type CircleRow } from './circle.repository.ts';
import { circleChangesRules, countRules, newCircleRules } from './circle.input.ts';

/** The most circles a list holds. */
const LIST_LIMIT = 500;

const toModel = (row: CircleRow, ownerConnected: boolean): CircleModel => ({
  circle: row.circle,
  view: { circle: row.circle, role: row.role, ownerConnected, requested: row.requested },
  counts: row.counts,
});

/** A circle as the viewer sees it, readable or not; null when there is none. */
export async function loadCircle(sc: ServiceContext, id: string): Promise<CircleModel | null> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await circleRow(sc.em, viewer.id, id) : null;
  if (!row) return null;
  const ownerId = row.circle.owner.id;
  return toModel(row, ownerId !== viewer.id && (await areConnected(sc.em, ownerId, viewer.id)));
}

/** A circle the viewer may read; NOT_FOUND otherwise, as for one that does not exist. */
export async function getCircle(sc: ServiceContext, id: string): Promise<CircleModel> {
  const model = await loadCircle(sc, id);
  if (!model || !can(sc, 'read', 'Circle', model.view)) throw notFound('Circle');
  await sc.em.populate(model.circle, ['owner']);
  return model;
}

/**
 * Models of listed rows, with their owners loaded. Whether the viewer is connected to the owner
 * matters only for circles they are not in (may they see it, ask to join): it is read for those alone.
 */
async function modelsOf(sc: ServiceContext, rows: CircleRow[]): Promise<CircleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const outsideOwners = [...new Set(rows.filter((r) => r.role === null).map((r) => r.circle.owner.id))];
  const connected = await connectedAmong(sc.em, viewer.id, outsideOwners);
  await sc.em.populate(rows.map((r) => r.circle), ['owner']);
  return rows.map((r) => toModel(r, connected.has(r.circle.owner.id)));
}

/** The circles the viewer is in, the most recently active first. */
export async function listCircles(sc: ServiceContext, limit = LIST_LIMIT): Promise<CircleModel[]> {
  const viewer = requireViewer(sc.viewer);
  return modelsOf(sc, await viewerCircleRows(sc.em, viewer.id, limit));
}

/**
 * A circle the viewer may read, among all those one request asks for (a page of memories names the
 * circle of each): read together, without their counts, in one statement; NOT_FOUND as getCircle.
 */
export async function readableCircle(sc: ServiceContext, id: string): Promise<CircleModel> {
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, CircleModel>(sc, 'circles:by-id', async (ids) => {
    const models = await modelsOf(sc, await circleRowsByIds(sc.em, viewer.id, ids.filter(isUuid)));
    return new Map(models.map((m) => [m.circle.id, m]));
  });
  const model = await loader.load(id);
  if (!model || !can(sc, 'read', 'Circle', model.view)) throw notFound('Circle');
  return model;
}

/** A circle's counts as the viewer sees them: those read with it, or those of every circle the request shows, read at once. */
export async function circleCountsOf(sc: ServiceContext, model: CircleModel): Promise<CircleCounts> {
  if (model.counts) return model.counts;
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, CircleCounts>(sc, 'circles:counts', (ids) => circleCounts(sc.em, viewer.id, ids));
  return (await loader.load(model.circle.id)) ?? { memberCount: 0, memoryCount: 0, unreadCount: 0 };
}

/** The sidebar's list: the viewer's most recently active circles with their unread counts. */
export async function recentCircles(sc: ServiceContext, first: number) {
  const viewer = requireViewer(sc.viewer);
  await check(countRules(50), { first });
  const rows = await viewerCircleRows(sc.em, viewer.id, first);
  return rows.map(({ circle, counts }) => ({ id: circle.id, name: circle.name, memberCount: counts!.memberCount, unreadCount: counts!.unreadCount }));
}

/** Circles that are not private, of the viewer's connections, which the viewer is not in. */
export async function discoverableCircles(sc: ServiceContext): Promise<CircleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const rows = await openCircleRowsOf(sc.em, viewer.id, await connectedUserIds(sc.em, viewer.id), LIST_LIMIT);
  return modelsOf(sc, rows);
}

/** The ids given, once each, without `ownerId` (who is in the circle already). */
export const othersOnce = (ids: readonly string[], ownerId: string) => [...new Set(ids)].filter((id) => id !== ownerId);

/** Refuses, naming `field`, any user who is not one of the owner's connections. */
export async function requireConnections(sc: ServiceContext, ownerId: string, userIds: string[], field: string) {
  const connected = await connectedAmong(sc.em, ownerId, userIds);
  if (userIds.some((id) => !connected.has(id))) throw invalid(t('circles:addOnlyConnections'), { [field]: t('validation:notAConnection') });
}

export interface NewCircle {
  name: string;
  description?: string | null;
  isPrivate?: boolean | null;
  memberIds?: readonly string[] | null;
}

/** The viewer creates a circle they own, with some of their connections in it. */
export async function createCircle(sc: ServiceContext, input: NewCircle): Promise<CircleModel> {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(newCircleRules, input);
  const memberIds = othersOnce(clean.memberIds ?? [], viewer.id);
  await requireConnections(sc, viewer.id, memberIds, 'memberIds');
  const circle = sc.em.create(Circle, { name: clean.name, description: clean.description ?? null, owner: viewer, isPrivate: clean.isPrivate ?? false });
  sc.em.create(CircleMember, { circle, user: viewer, role: 'owner' });
  for (const id of memberIds) sc.em.create(CircleMember, { circle, user: id, role: 'member' });
  await sc.em.flush();
  return getCircle(sc, circle.id);
}

export interface CircleChanges {
  name?: string | null;
  description?: string | null;
  isPrivate?: boolean | null;
}

/** The owner renames the circle or changes its description or privacy. */
export async function updateCircle(sc: ServiceContext, id: string, changes: CircleChanges): Promise<CircleModel> {
  const { circle, view } = await getCircle(sc, id);
  authorize(sc, 'update', 'Circle', view, t('circles:onlyOwnerChanges'));
  const clean = await check(circleChangesRules, sentFields(changes as Record<string, unknown>));
  if (clean.name !== undefined) circle.name = clean.name;
  if (clean.description !== undefined) circle.description = clean.description;
  if (clean.isPrivate !== undefined) circle.isPrivate = clean.isPrivate;
  // A private circle is invisible outside it: nobody can be waiting to join it.
  if (circle.isPrivate) await sc.em.nativeDelete(CircleJoinRequest, { circle: circle.id });
  await sc.em.flush();
  return getCircle(sc, id);
}

/** The owner deletes the circle; its members, requests and memories go with it (their files are removed later). */
export async function deleteCircle(sc: ServiceContext, id: string): Promise<string> {
  const { circle, view } = await getCircle(sc, id);
  authorize(sc, 'delete', 'Circle', view, t('circles:onlyOwnerDeletes'));
  await sc.em.nativeDelete(Circle, { id: circle.id });
  return circle.id;
}

/** A member opened the circle: what others add from now on is unread. */
export async function markCircleOpened(sc: ServiceContext, id: string): Promise<CircleModel> {
  const { circle, view } = await getCircle(sc, id);
  const viewer = authorize(sc, 'readMemories', 'Circle', view, t('circles:onlyMembersOpen'));
  await sc.em.nativeUpdate(CircleMember, { circle: circle.id, user: viewer.id }, { lastOpenedAt: new Date() });
  return getCircle(sc, id);
}

/** The viewer's role in a circle (null: not in it), without reading the circle itself. */
export async function viewerCircleRole(sc: ServiceContext, circleId: string): Promise<CircleRole | null> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(circleId)) return null;
  const member = await sc.em.findOne(CircleMember, { circle: circleId, user: viewer.id });
  return member?.role ?? null;
}

/** The viewer's view of a circle for the rules (memories ask `readMemories`, `addMemories`); null when they may not read it. */
export async function circleViewOf(sc: ServiceContext, circleId: string): Promise<(CircleView & { circle: Circle }) | null> {
  const model = await loadCircle(sc, circleId);
  return model && can(sc, 'read', 'Circle', model.view) ? { ...model.view, circle: model.circle } : null;
}
