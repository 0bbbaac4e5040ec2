import { AppError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import { attachmentModel, capsuleModel, type AttachmentModel, type CapsuleModel } from './time-capsule.presenter.ts';
import { capsuleRow, forMeRows, readableAttachments, recipientPairs, relativeIdsOf, sentRows, type CapsuleRow } from './time-capsule.repository.ts';
import { listRules } from './time-capsule.input.ts';

/** A capsule that does not exist or that the viewer does not know of: the same answer. */
export const capsuleNotFound = () => new AppError('NOT_FOUND', 404, t('time-capsules:notFound'));

/** Models of read rows, their creators (other than the viewer) read in one statement. */
async function modelsOf(sc: ServiceContext, rows: CapsuleRow[]): Promise<CapsuleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const others = [...new Set(rows.map((r) => r.creator_id).filter((id) => id !== viewer.id))];
  const creators = new Map<string, User>((others.length ? await findUsersByIds(sc.em, others) : []).map((u) => [u.id, u]));
  creators.set(viewer.id, viewer);
  return rows.map((row) => capsuleModel(row, creators.get(row.creator_id) ?? null));
}

/** One capsule the viewer made or that is for them (timeCapsuleScope); NOT_FOUND otherwise. */
export async function getCapsule(sc: ServiceContext, id: string): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await capsuleRow(sc.em, viewer.id, id) : null;
  if (!row) throw capsuleNotFound();
  const [model] = await modelsOf(sc, [row]);
  if (!can(sc, 'read', 'TimeCapsule', model.view)) throw capsuleNotFound();
  return model;
}

/** The capsules the viewer made, those opening soonest first. */
export async function sentCapsules(sc: ServiceContext, args: { first: number }): Promise<CapsuleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const { first } = await check(listRules, args);
  return modelsOf(sc, await sentRows(sc.em, viewer.id, first));
}

/** The capsules for the viewer: sealed ones (without their content) soonest first, then opened ones. */
export async function capsulesForMe(sc: ServiceContext, args: { first: number }): Promise<CapsuleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const { first } = await check(listRules, args);
  return modelsOf(sc, await forMeRows(sc.em, viewer.id, first));
}

/** A capsule's attachments, or null when the viewer may not read its content; a list's are read together. */
export async function capsuleAttachments(sc: ServiceContext, capsule: CapsuleModel): Promise<AttachmentModel[] | null> {
  if (!can(sc, 'readContent', 'TimeCapsule', capsule.view)) return null;
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, AttachmentModel[]>(sc, 'time-capsules:attachments', async (ids) => {
    const byCapsule = new Map<string, AttachmentModel[]>();
    for (const row of await readableAttachments(sc.em, viewer.id, ids)) byCapsule.set(row.capsule_id, [...(byCapsule.get(row.capsule_id) ?? []), attachmentModel(row)]);
    return byCapsule;
  });
  return (await loader.load(capsule.id)) ?? [];
}

/** Whom a capsule is for, or null for anyone but its creator; a list's are read together. */
export async function capsuleRecipients(sc: ServiceContext, capsule: CapsuleModel): Promise<User[] | null> {
  if (!can(sc, 'readRecipients', 'TimeCapsule', capsule.view)) return null;
  const loader = requestLoader<string, User[]>(sc, 'time-capsules:recipients', async (ids) => {
    const pairs = await recipientPairs(sc.em, ids);
    const users = new Map((pairs.length ? await findUsersByIds(sc.em, [...new Set(pairs.map((p) => p.user_id))]) : []).map((u) => [u.id, u]));
    const byCapsule = new Map<string, User[]>();
    for (const p of pairs) if (users.has(p.user_id)) byCapsule.set(p.capsule_id, [...(byCapsule.get(p.capsule_id) ?? []), users.get(p.user_id)!]);
    return byCapsule;
  });
  return (await loader.load(capsule.id)) ?? [];
}

/** The relatives the viewer may send a capsule to (users who read a tree they read), by name; at most 500. */
export async function recipientChoices(sc: ServiceContext): Promise<User[]> {
  const viewer = requireViewer(sc.viewer);
  const ids = await relativeIdsOf(sc.em, viewer.id, 500);
  const users = new Map((ids.length ? await findUsersByIds(sc.em, ids) : []).map((u) => [u.id, u]));
  return ids.flatMap((id) => (users.has(id) ? [users.get(id)!] : []));
}
