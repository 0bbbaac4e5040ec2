import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { usableMemoryIds } from '../memories/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { check, refusedFields, sentFields } from '../../input/validation.ts';
import { FamilyEvent, type FamilyEventType } from './family-event.entity.ts';
import { FamilyEventInvitation } from './family-event-invitation.entity.ts';
import type { FamilyEventModel } from './family-event.presenter.ts';
import { replacePhotos } from './family-event.repository.ts';
import { endBeforeStart, eventChangesRules, newEventRules } from './family-event.input.ts';
import { getFamilyEvent } from './family-event.service.ts';
import { eventSentences, recordEventChange, tellOfEvent } from './family-event-notices.ts';

/** Refuses photos that are not memories the organizer uploaded or may see. */
async function requireUsablePhotos(sc: ServiceContext, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const usable = await usableMemoryIds(sc, unique);
  if (unique.some((id) => !usable.has(id))) throw invalid(t('calendar:photos.notUsable'), { photoMemoryIds: t('calendar:photos.notYours') });
  return unique;
}

export interface NewFamilyEvent {
  title: string;
  eventType?: string | null;
  startsAt: string;
  endsAt?: string | null;
  timeZone: string;
  allDay?: boolean | null;
  location?: string | null;
  address?: string | null;
  description?: string | null;
  isPrivate?: boolean | null;
  photoMemoryIds?: readonly string[] | null;
}

/** The viewer creates an event they organize; nothing is saved unless all of it is right. */
export async function createFamilyEvent(sc: ServiceContext, input: NewFamilyEvent): Promise<FamilyEventModel> {
  const viewer = requireViewer(sc.viewer);
  const { photoMemoryIds, ...fields } = await check(newEventRules, input);
  const photos = await requireUsablePhotos(sc, photoMemoryIds);
  const id = await sc.em.transactional(async (em) => {
    const event = em.create(FamilyEvent, { ...fields, eventType: fields.eventType as FamilyEventType, endsAt: fields.endsAt ?? null, organizer: viewer.id });
    await em.flush();
    await replacePhotos(em, event.id, photos);
    recordEventChange(em, viewer, 'event_created', event);
    return event.id;
  });
  return getFamilyEvent(sc, id);
}

export type FamilyEventChanges = Partial<{ [K in keyof NewFamilyEvent]: NewFamilyEvent[K] | null }>;

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** The organizer changes an event; its invitees are told when anything changed. */
export async function updateFamilyEvent(sc: ServiceContext, id: string, changes: FamilyEventChanges): Promise<FamilyEventModel> {
  const model = await getFamilyEvent(sc, id);
  const viewer = authorize(sc, 'update', 'FamilyEvent', model.view, t('calendar:organizerOnly.change'));
  const { photoMemoryIds, ...fields } = await check(eventChangesRules, sentFields(changes as Record<string, unknown>));
  const startsAt = fields.startsAt ?? model.startsAt;
  const endsAt = fields.endsAt !== undefined ? fields.endsAt : model.endsAt;
  if (endsAt && endsAt < startsAt) throw refusedFields({ endsAt: endBeforeStart() });
  const photos = photoMemoryIds && (await requireUsablePhotos(sc, photoMemoryIds));
  await sc.em.transactional(async (em) => {
    const event = await em.findOneOrFail(FamilyEvent, { id: model.id });
    const changed = Object.entries(fields).filter(([key, value]) => !sameValue(event[key as keyof typeof fields], value));
    if (!changed.length && !photos) return;
    em.assign(event, Object.fromEntries(changed));
    await em.flush();
    if (photos) await replacePhotos(em, event.id, photos);
    recordEventChange(em, viewer, 'event_updated', event);
    const invitees = await em.find(FamilyEventInvitation, { event: event.id }, { fields: ['user'] });
    await tellOfEvent(em, 'event_changed', viewer, event, invitees.map((i) => i.user.id), eventSentences.changed(viewer, event));
  });
  return getFamilyEvent(sc, model.id);
}

/** The organizer cancels an event: it stays, marked cancelled, and its invitees are told. Cancelling again changes nothing. */
export async function cancelFamilyEvent(sc: ServiceContext, id: string): Promise<FamilyEventModel> {
  const model = await getFamilyEvent(sc, id);
  const viewer = authorize(sc, 'cancel', 'FamilyEvent', model.view, t('calendar:organizerOnly.cancel'));
  if (model.cancelledAt) return model;
  await sc.em.transactional(async (em) => {
    // Cancelled once: whoever comes second finds it cancelled already.
    const now = new Date();
    const cancelled = await em.nativeUpdate(FamilyEvent, { id: model.id, cancelledAt: null }, { cancelledAt: now, updatedAt: now });
    if (!cancelled) return;
    recordEventChange(em, viewer, 'event_cancelled', model);
    const invitees = await em.find(FamilyEventInvitation, { event: model.id }, { fields: ['user'] });
    await tellOfEvent(em, 'event_cancelled', viewer, model, invitees.map((i) => i.user.id), eventSentences.cancelled(viewer, model));
  });
  return getFamilyEvent(sc, model.id);
}
