import type { EntityManager } from '@mikro-orm/postgresql';
import { circleReaders } from '../../policies/circle.policy.ts';
import { inlined } from '../../policies/sql.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { tIn, type Language } from '../../i18n.ts';
import { publicName, type User } from '../users/index.ts';

/** A memory's circle as its readers (circleReaders) are told of it: its name, its members, and who of them is linked to one of `memberIds`. */
async function circleAudience(em: EntityManager, circleId: string, memberIds: readonly string[]) {
  const readers = inlined(circleReaders('cm', { sql: 'c.id' }));
  const [row] = await em.execute<{ name: string; members: string[]; tagged: string[] }[]>(
    `select c.name,
       array(select cm.user_id from circle_members cm where ${readers})::text[] as members,
       array(select distinct fm.linked_user_id from family_members fm
             join circle_members cm on ${readers} and cm.user_id = fm.linked_user_id
             where fm.id = any(?::uuid[]))::text[] as tagged
     from family_circles c where c.id = ?`,
    [`{${memberIds.join(',')}}`, circleId],
  );
  return row ?? { name: '', members: [], tagged: [] };
}

type MemoryFacts = { id: string; title: string; circleId: string };

const linkOf = (memory: MemoryFacts) => `/memories?memory=${memory.id}`;

/** "You were tagged", for users of the circle linked to a tagged person. */
const taggedNotice = (actor: User, memory: MemoryFacts, circleName: string, userIds: string[]) => ({
  kind: 'tagged_in_memory' as const,
  userIds,
  actorId: actor.id,
  message: (language: Language) => tIn(language, 'memories:notice.tagged', { name: publicName(actor, language), title: memory.title, circle: circleName }),
  link: linkOf(memory),
  objectId: memory.id,
});

/**
 * Records people newly tagged in a memory for its circle's feed, and tells the users linked to them
 * who are in its circle (the others cannot see the memory) that they were tagged.
 */
export async function tellTagged(em: EntityManager, actor: User, memory: MemoryFacts, memberIds: readonly string[]) {
  if (!memberIds.length) return;
  // For the circle's feed: how many, not who (not every member sees the people tagged).
  recordActivity(em, { actor, verb: 'memory_tagged', objectType: 'memory', objectId: memory.id, circleId: memory.circleId, data: { title: memory.title, count: memberIds.length } });
  const { name, tagged } = await circleAudience(em, memory.circleId, memberIds);
  await notifyUsers(em, taggedNotice(actor, memory, name, tagged));
}

/**
 * Records a new memory for its circle's feed and tells the circle's other members; those tagged in
 * it hear that instead (once, not twice).
 */
export async function tellAboutNewMemory(em: EntityManager, actor: User, memory: MemoryFacts, memberIds: readonly string[]) {
  recordActivity(em, { actor, verb: 'memory_added', objectType: 'memory', objectId: memory.id, circleId: memory.circleId, data: { title: memory.title } });
  const { name, members, tagged } = await circleAudience(em, memory.circleId, memberIds);
  await notifyUsers(em, {
    kind: 'new_memory',
    userIds: members.filter((id) => !tagged.includes(id)),
    actorId: actor.id,
    message: (language: Language) => tIn(language, 'memories:notice.added', { name: publicName(actor, language), title: memory.title, circle: name }),
    link: linkOf(memory),
    objectId: memory.id,
  });
  await notifyUsers(em, taggedNotice(actor, memory, name, tagged));
}
