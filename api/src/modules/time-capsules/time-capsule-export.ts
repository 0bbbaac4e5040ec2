import type { EntityManager } from '@mikro-orm/postgresql';
import { capsuleContentScope, timeCapsuleScope } from '../../policies/time-capsule.policy.ts';
import { removeActivityAbout } from '../activity/index.ts';
import { TimeCapsule } from './time-capsule.entity.ts';

/** An attachment in a personal-data export: what it is, and where its file is in storage. */
export interface ExportedAttachment {
  kind: string;
  contentType: string;
  fileKey: string;
}

interface ExportRow {
  id: string;
  creator_id: string;
  from_name: string | null;
  title: string | null;
  message: string | null;
  recipient_kind: string;
  status: string;
  open_at: Date;
  time_zone: string;
  sealed_at: Date | null;
  opened_at: Date | null;
  created_at: Date;
  readable: boolean;
  attachments: ExportedAttachment[] | null;
}

/**
 * A user's time capsules for their own data export, read through the policy's scopes: those they
 * made, with their content; those opened for them, with their content; those sealed for them, only
 * from whom and when they open (their content is read by nobody before then, their export included).
 */
export async function capsulesForExport(em: EntityManager, userId: string) {
  const known = timeCapsuleScope('c', { id: userId });
  const content = capsuleContentScope('c', { id: userId });
  const rows = await em.execute<ExportRow[]>(
    `select c.id, c.creator_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as from_name,
       case when ${content.text} then c.title end as title, case when ${content.text} then c.message end as message,
       c.recipient_kind, c.status, c.open_at, c.time_zone, c.sealed_at, c.opened_at, c.created_at, ${content.text} as readable,
       case when ${content.text} then (select json_agg(json_build_object('kind', a.kind, 'contentType', f.mime_type, 'fileKey', f.key) order by a.created_at, a.id)
         from time_capsule_attachments a join stored_files f on f.id = a.file_id where a.capsule_id = c.id and f.status = 'ready') end as attachments
     from time_capsules c left join users u on u.id = c.creator_id
     where ${known.text} order by c.open_at, c.id`,
    [...content.params, ...content.params, ...content.params, ...content.params, ...known.params],
  );
  const when = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const made = rows
    .filter((r) => r.creator_id === userId)
    .map((r) => ({ id: r.id, title: r.title, message: r.message, recipientKind: r.recipient_kind, status: r.status, opensAt: when(r.open_at), timeZone: r.time_zone, sealedAt: when(r.sealed_at), openedAt: when(r.opened_at), createdAt: when(r.created_at), attachments: r.attachments ?? [] }));
  const forMe = rows
    .filter((r) => r.creator_id !== userId)
    .map((r) =>
      r.readable
        ? { id: r.id, from: r.from_name, status: r.status, opensAt: when(r.open_at), timeZone: r.time_zone, openedAt: when(r.opened_at), title: r.title, message: r.message, attachments: r.attachments ?? [] }
        : { id: r.id, from: r.from_name, status: r.status, opensAt: when(r.open_at), timeZone: r.time_zone },
    );
  return { made, forMe };
}

/**
 * Removes the capsules a leaving user made, sealed ones too (their attachments' files go to the
 * clean-up), and the activity entries about them.
 */
export async function deleteCapsulesOf(em: EntityManager, userId: string) {
  const made = await em.find(TimeCapsule, { creator: userId }, { fields: ['id'] });
  await removeActivityAbout(em, 'time_capsule', made.map((c) => c.id));
  await em.nativeDelete(TimeCapsule, { creator: userId });
}
