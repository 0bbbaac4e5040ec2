import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { tIn, type Language } from '../../i18n.ts';
import { enqueueJob, type JobHandler } from '../../jobs/index.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findUserById, publicName } from '../users/index.ts';
import { OPEN_TIME_CAPSULE, REMIND_TIME_CAPSULE } from './capsule-job-names.ts';
import { recipientIdsOf, treeReaderIds, writeTreeRecipients } from './time-capsule.repository.ts';

/** Where a capsule opens in the app. */
export const capsuleLink = (id: string) => `/time-capsules#${id}`;

interface OpenedRow {
  id: string;
  creator_id: string;
  title: string;
  recipient_kind: string;
  tree_id: string | null;
}

/** The moment a capsule opens, in its own time zone and the reader's language: "4 December 2026, 10:30 (Europe/Madrid)". */
export function openingText(language: Language, at: Date, timeZone: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  const format = (zone: string) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone }).format(at)}, ${new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(at)} (${zone})`;
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** How many due capsules one run opens at most (its own first). */
export const OPENING_BATCH = 100;

/**
 * Opens a sealed capsule whose moment has come — and, in the same run, other sealed capsules already
 * due (up to OPENING_BATCH, those no other run holds), so that many capsules due in the same minute
 * do not wait for a job each. Each opens exactly once however many servers or runs try: the opening
 * is one `update … where status = 'sealed'` over rows locked for this run (`for update skip locked`),
 * and only the run that opened a capsule writes the recipients of a whole-tree capsule (its readers
 * now), records its opening in the activity record and tells each recipient and the creator, in the
 * same transaction. A later run for a capsule
 * already opened finds nothing to do. Answers how many capsules this run opened.
 */
export async function openCapsule(em: EntityManager, capsuleId: string): Promise<number> {
  return em.transactional(async (tx) => {
    const opened = await tx.execute<OpenedRow[]>(
      `update time_capsules c set status = 'opened', opened_at = now(), updated_at = now()
       where c.id in (select d.id from time_capsules d where d.status = 'sealed' and d.open_at <= now()
         order by (d.id = ?::uuid) desc, d.open_at, d.id limit ? for update skip locked)
       returning c.id, c.creator_id, c.title, c.recipient_kind, c.tree_id`,
      [capsuleId, OPENING_BATCH],
    );
    if (!opened.some((row) => row.id === capsuleId)) {
      // Sealed but not yet due (the job came early): it runs again at the moment; anything else is done.
      const [early] = await tx.execute<{ open_at: Date }[]>(`select open_at from time_capsules where id = ?::uuid and status = 'sealed' and open_at > now()`, [capsuleId]);
      if (early) await enqueueJob(tx, OPEN_TIME_CAPSULE, { capsuleId }, { jobKey: `${OPEN_TIME_CAPSULE}:${capsuleId}:again`, runAt: new Date(early.open_at) });
    }
    for (const row of opened) await tellOfOpening(tx, row);
    return opened.length;
  });
}

/**
 * Writes a just-opened capsule's recipients if they are a tree's readers, records the opening (with
 * its title, now theirs to read) in the activity record, and tells them and its creator.
 */
async function tellOfOpening(tx: EntityManager, row: OpenedRow) {
  if (row.recipient_kind === 'tree' && row.tree_id) await writeTreeRecipients(tx, row.id, row.tree_id, row.creator_id);
  const recipients = await recipientIdsOf(tx, row.id);
  const creator = await findUserById(tx, row.creator_id);
  const name = creator ? publicName(creator) : null;
  const title = row.title;
  recordActivity(tx, { actor: creator, verb: 'time_capsule_opened', objectType: 'time_capsule', objectId: row.id, data: { title } });
  await notifyUsers(tx, {
    kind: 'time_capsule_opened',
    userIds: recipients,
    actorId: row.creator_id,
    message: (language) => tIn(language, 'time-capsules:notice.opened', { name: name ?? tIn(language, 'users:aKinfolkMember'), title }),
    link: capsuleLink(row.id),
    objectId: row.id,
  });
  await notifyUsers(tx, {
    kind: 'time_capsule_opened',
    userIds: [row.creator_id],
    actorId: null,
    message: (language) => tIn(language, 'time-capsules:notice.yoursOpened', { title, count: recipients.length }),
    link: capsuleLink(row.id),
    objectId: row.id,
  });
}

/**
 * Tells a sealed capsule's recipients (for a whole tree: its readers now) a week ahead that it opens
 * soon: from whom and when, never its title. Once: a run that finds the reminder made adds nothing.
 */
export async function remindOfCapsule(em: EntityManager, capsuleId: string): Promise<number> {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<{ id: string; creator_id: string; open_at: Date; time_zone: string; recipient_kind: string; tree_id: string | null }[]>(
      `select id, creator_id, open_at, time_zone, recipient_kind, tree_id from time_capsules c where id = ?::uuid and status = 'sealed' and open_at > now()
       and not exists (select 1 from notifications n where n.object_id = c.id and n.kind = 'time_capsule_reminder') for update`,
      [capsuleId],
    );
    if (!row) return 0;
    const recipients = row.recipient_kind === 'tree' && row.tree_id ? await treeReaderIds(tx, row.tree_id, row.creator_id) : await recipientIdsOf(tx, row.id);
    const creator = await findUserById(tx, row.creator_id);
    const name = creator ? publicName(creator) : null;
    const at = new Date(row.open_at);
    await notifyUsers(tx, {
      kind: 'time_capsule_reminder',
      userIds: recipients,
      actorId: row.creator_id,
      message: (language) => tIn(language, 'time-capsules:notice.reminder', { name: name ?? tIn(language, 'users:aKinfolkMember'), when: openingText(language, at, row.time_zone) }),
      link: capsuleLink(row.id),
      objectId: row.id,
    });
    return recipients.length;
  });
}

const capsuleIdOf = (payload: unknown) => String((payload as { capsuleId?: unknown } | null)?.capsuleId ?? '');

/** The background jobs of time capsules: opening each at its moment, and its reminder a week before. */
export function capsuleJobs(orm: MikroORM): { tasks: Record<string, JobHandler> } {
  return {
    tasks: {
      [OPEN_TIME_CAPSULE]: async (payload) => void (await openCapsule(orm.em.fork(), capsuleIdOf(payload))),
      [REMIND_TIME_CAPSULE]: async (payload) => void (await remindOfCapsule(orm.em.fork(), capsuleIdOf(payload))),
    },
  };
}
