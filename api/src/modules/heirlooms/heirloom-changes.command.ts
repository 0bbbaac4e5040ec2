import { randomUUID } from 'node:crypto';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { blanksToNull, check, sentFields } from '../../input/validation.ts';
import { discardFile, removeStoredFile, type IncomingFile } from '../files/index.ts';
import { loadGrant, requireGrant } from '../trees/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import type { ServiceContext } from '../service-context.ts';
import type { GenealogyDate } from '../../../../shared/dates/index.ts';
import { Heirloom, type HeirloomType } from './heirloom.entity.ts';
import { HeirloomOwner, type PassingKind } from './heirloom-owner.entity.ts';
import { storeDocuments, storePhotos } from './heirloom-files.ts';
import { journeyProblem, type Span } from './heirloom-journey.ts';
import { tellOfHeirloom } from './heirloom-notices.ts';
import { peopleOfTree } from './heirloom-people.ts';
import { heirloomChangesRules, MAX_DOCUMENTS, MAX_PHOTOS, newHeirloomRules, tooManyDocuments, tooManyPhotos } from './heirloom.input.ts';
import { currentOwnerOf, previousOwnersOf, type HeirloomModel } from './heirloom.presenter.ts';
import { fileKeysOf } from './heirloom.repository.ts';
import { getHeirloom } from './heirloom.service.ts';
import { acquisitionFields, ownerDateFields, spanOf, writing } from './heirloom-writing.ts';

/** An owner as sent: who, how it came to them, and when (dates as written). */
export interface OwnerInput {
  memberId: string;
  how?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface NewHeirloom {
  treeId: string;
  name: string;
  assetType: string;
  description?: string | null;
  story?: string | null;
  acquisitionDate?: string | null;
  value?: { amount: string; currency: string } | null;
  currentOwner?: OwnerInput | null;
  previousOwners?: OwnerInput[] | null;
  intendedOwnerId?: string | null;
  photos?: IncomingFile[];
  documents?: IncomingFile[];
}

/** Changes as sent: what is left out stays, null removes (a name or kind sent as null is refused). */
export type HeirloomChanges = { [K in keyof Omit<NewHeirloom, 'treeId' | 'photos' | 'documents'>]?: NewHeirloom[K] | null };

/** An owner as checked: dates read into the date model. */
interface CheckedOwner {
  memberId: string;
  how?: string | null;
  from?: GenealogyDate | null;
  to?: GenealogyDate | null;
}

/** An owner of the journey as it will be: a person (null: one removed from the tree, kept as is), how and when. */
interface JourneyOwner {
  memberId: string | null;
  how: PassingKind | null;
  from: Span | null;
  to: Span | null;
  /** The dates to write (only for owners sent anew). */
  sent?: CheckedOwner;
}

const onlyEditors = () => t('heirlooms:onlyEditors');
const refuse = (field: string, message: string) => invalid(message, { [field]: message });

const fromInput = (o: CheckedOwner): JourneyOwner => ({ memberId: o.memberId, how: (o.how as PassingKind | null | undefined) ?? null, from: spanOf(o.from), to: spanOf(o.to), sent: o });
const fromModel = (o: HeirloomModel['owners'][number]): JourneyOwner => ({ memberId: o.member?.id ?? null, how: o.how, from: spanOf(o.from), to: spanOf(o.to) });

/**
 * Checks a journey as it will be: dates in order, the owner who has it now without an end, the one
 * it is meant for not the one who has it, people of the tree the writer sees, and, for a writer kept
 * to a branch, someone named at all (else they could not read what they wrote). The people by id.
 */
async function checkedJourney(tx: ServiceContext, treeId: string, j: { acquisition: Span | null; previous: JourneyOwner[]; current: JourneyOwner | null; intendedId: string | null }) {
  if (j.current?.to) throw refuse('currentOwner', t('heirlooms:field.currentHasNoEnd'));
  const problem = journeyProblem(j.acquisition, [
    ...j.previous.map((o, i) => ({ from: o.from, to: o.to, field: `previousOwners[${i}]` })),
    ...(j.current ? [{ from: j.current.from, to: null, field: 'currentOwner' }] : []),
  ]);
  if (problem) throw invalid(problem.message, { [problem.field]: problem.message });
  if (j.intendedId && j.intendedId === j.current?.memberId) throw refuse('intendedOwnerId', t('heirlooms:field.intendedHasIt'));
  const people = await peopleOfTree(tx, treeId, [
    ...j.previous.map((o, i): [string, string | null] => [`previousOwners[${i}].memberId`, o.sent ? o.memberId : null]),
    ['currentOwner.memberId', j.current?.sent ? j.current.memberId : null],
    ['intendedOwnerId', j.intendedId],
  ]);
  const named = [...j.previous.map((o) => o.memberId), j.current?.memberId, j.intendedId].filter(Boolean);
  if ((await loadGrant(tx, treeId))?.branch && !named.length) throw refuse('currentOwner', t('heirlooms:field.branchNeedsPerson'));
  return people;
}

/** Stages an owner row of the heirloom. */
function stageOwner(tx: ServiceContext, heirloom: Heirloom, member: FamilyMember, position: number, current: boolean, o: CheckedOwner) {
  tx.em.create(HeirloomOwner, { heirloom, tree: heirloom.tree.id, member, position, current, how: (o.how as PassingKind | null | undefined) ?? null, ...ownerDateFields(o.from, current ? null : o.to) });
}

/**
 * Adds an heirloom to a tree (its owner or an editor): what it is, its journey so far, the one it is
 * meant for, its value, photos and documents. Everything is checked before anything is written; the
 * heirloom, its owners, files and the activity record are saved together, holding the tree's lock
 * (so none of its people can be removed meanwhile).
 */
export async function createHeirloom(sc: ServiceContext, input: NewHeirloom): Promise<HeirloomModel> {
  const viewer = requireViewer(sc.viewer);
  const { photos = [], documents = [], ...fields } = input;
  const clean = await check(newHeirloomRules, blanksToNull(fields as unknown as Record<string, unknown>));
  if (photos.length > MAX_PHOTOS) throw invalid(tooManyPhotos(), { photos: tooManyPhotos() });
  if (documents.length > MAX_DOCUMENTS) throw invalid(tooManyDocuments(), { documents: tooManyDocuments() });
  const treeId = (await requireGrant(sc, clean.treeId)).treeId;
  authorize(sc, 'create', 'Heirloom', { id: treeId }, onlyEditors());
  const id = randomUUID();
  await writing(sc, treeId, async (tx, stored) => {
    authorize(tx, 'create', 'Heirloom', { id: treeId }, onlyEditors());
    const previous = ((clean.previousOwners ?? []) as CheckedOwner[]).map(fromInput);
    const current = clean.currentOwner ? fromInput(clean.currentOwner as CheckedOwner) : null;
    const acquisition = clean.acquisitionDate as GenealogyDate | null | undefined;
    const people = await checkedJourney(tx, treeId, { acquisition: spanOf(acquisition), previous, current, intendedId: clean.intendedOwnerId ?? null });
    const heirloom = tx.em.create(Heirloom, {
      id,
      tree: treeId,
      recordedBy: viewer,
      name: clean.name,
      assetType: clean.assetType as HeirloomType,
      description: clean.description ?? null,
      story: clean.story ?? null,
      ...acquisitionFields(acquisition),
      valueAmount: clean.value?.amount ?? null,
      valueCurrency: clean.value?.currency ?? null,
      intendedOwner: clean.intendedOwnerId ? people.get(clean.intendedOwnerId)! : null,
    });
    [...previous, ...(current ? [current] : [])].forEach((o, position) => stageOwner(tx, heirloom, people.get(o.memberId!)!, position, o === current, o.sent!));
    await storePhotos(tx, viewer, heirloom, photos, 0, stored);
    await storeDocuments(tx, viewer, heirloom, documents, 0, stored);
    await tx.em.flush();
    tellOfHeirloom(tx.em, viewer, { id, name: clean.name, treeId });
    await tx.em.flush();
  });
  return getHeirloom(sc, id);
}

/**
 * Changes an heirloom (the tree's owner or an editor): only what is sent. `previousOwners` replaces
 * the owners before the current one; `currentOwner` corrects who has it now (null: nobody does) —
 * recording that it passed on is passOnHeirloom. The journey is checked as it will be.
 */
export async function updateHeirloom(sc: ServiceContext, id: string, input: HeirloomChanges): Promise<HeirloomModel> {
  const model = await getHeirloom(sc, id);
  authorize(sc, 'update', 'Heirloom', model.view, onlyEditors());
  const changes = await check(heirloomChangesRules, blanksToNull(sentFields(input as Record<string, unknown>)));
  await writing(sc, model.treeId, async (tx) => {
    const fresh = await getHeirloom(tx, id);
    authorize(tx, 'update', 'Heirloom', fresh.view, onlyEditors());
    const heirloom = await tx.em.findOneOrFail(Heirloom, { id });
    const kept = currentOwnerOf(fresh);
    const previous = changes.previousOwners !== undefined ? ((changes.previousOwners ?? []) as CheckedOwner[]).map(fromInput) : previousOwnersOf(fresh).map(fromModel);
    const current = changes.currentOwner !== undefined ? (changes.currentOwner ? fromInput(changes.currentOwner as CheckedOwner) : null) : kept && fromModel(kept);
    const intendedId = changes.intendedOwnerId !== undefined ? (changes.intendedOwnerId ?? null) : (fresh.intendedOwner?.id ?? null);
    const acquisition = changes.acquisitionDate !== undefined ? spanOf(changes.acquisitionDate as GenealogyDate | null) : spanOf(fresh.acquisitionDate);
    const people = await checkedJourney(tx, fresh.treeId, { acquisition, previous, current, intendedId });

    if (changes.name !== undefined) heirloom.name = changes.name;
    if (changes.assetType !== undefined) heirloom.assetType = changes.assetType as HeirloomType;
    if (changes.description !== undefined) heirloom.description = changes.description ?? null;
    if (changes.story !== undefined) heirloom.story = changes.story ?? null;
    if (changes.acquisitionDate !== undefined) Object.assign(heirloom, acquisitionFields(changes.acquisitionDate as GenealogyDate | null));
    if (changes.value !== undefined) Object.assign(heirloom, { valueAmount: changes.value?.amount ?? null, valueCurrency: changes.value?.currency ?? null });
    if (changes.intendedOwnerId !== undefined) heirloom.intendedOwner = intendedId ? people.get(intendedId)! : null;
    heirloom.updatedAt = new Date();

    // The rows sent anew replace the old ones: removed first, the current one moved after the earlier ones.
    if (changes.previousOwners !== undefined) await tx.em.nativeDelete(HeirloomOwner, { heirloom: id, current: false });
    if (changes.currentOwner !== undefined) await tx.em.nativeDelete(HeirloomOwner, { heirloom: id, current: true });
    else if (kept) await tx.em.nativeUpdate(HeirloomOwner, { id: kept.id }, { position: previous.length });
    if (changes.previousOwners !== undefined) previous.forEach((o, position) => stageOwner(tx, heirloom, people.get(o.memberId!)!, position, false, o.sent!));
    if (current?.sent) stageOwner(tx, heirloom, people.get(current.memberId!)!, previous.length, true, current.sent);
    await tx.em.flush();
  });
  return getHeirloom(sc, id);
}

/** Deletes an heirloom with its journey, photos and documents (the tree's owner or an editor); answers its id. */
export async function deleteHeirloom(sc: ServiceContext, id: string): Promise<string> {
  const model = await getHeirloom(sc, id);
  authorize(sc, 'delete', 'Heirloom', model.view, onlyEditors());
  const keys = await writing(sc, model.treeId, async (tx) => {
    const fresh = await getHeirloom(tx, id);
    authorize(tx, 'delete', 'Heirloom', fresh.view, onlyEditors());
    const fileKeys = await fileKeysOf(tx.em, [id]);
    for (const key of fileKeys) await removeStoredFile(tx, key);
    await tx.em.flush();
    await tx.em.nativeDelete(Heirloom, { id });
    return fileKeys;
  });
  for (const key of keys) await discardFile(sc, key);
  return id;
}
