import type { User } from '../users/user.entity.ts';
import { publicName } from '../users/index.ts';
import { requestLanguage, t, tKey } from '../../i18n.ts';
import { openingText } from '../time-capsules/index.ts';
import type { Activity } from './activity.entity.ts';

/**
 * Each kind of event's sentence, for the reader who did it (`you`: "You added …"), for everyone
 * else (`other`: "Ada added …"), and, where the event is about another user, for that user when they
 * read it (`toYou`: "Ada invited you …"; languages such as Spanish word these differently).
 */
interface Sentence {
  you: string;
  other: string;
  toYou?: string;
}

const SENTENCES: Record<string, Sentence> = {
  joined: { you: tKey('activity:joined.you'), other: tKey('activity:joined.other') },
  onboarded: { you: tKey('activity:onboarded.you'), other: tKey('activity:onboarded.other') },
  profile_updated: { you: tKey('activity:profileUpdated.you'), other: tKey('activity:profileUpdated.other') },
  token_created: { you: tKey('activity:tokenCreated.you'), other: tKey('activity:tokenCreated.other') },
  token_revoked: { you: tKey('activity:tokenRevoked.you'), other: tKey('activity:tokenRevoked.other') },
  connection_accepted: { you: tKey('activity:connectionAccepted.you'), other: tKey('activity:connectionAccepted.other'), toYou: tKey('activity:connectionAccepted.toYou') },
  tree_created: { you: tKey('activity:treeCreated.you'), other: tKey('activity:treeCreated.other') },
  tree_renamed: { you: tKey('activity:treeRenamed.you'), other: tKey('activity:treeRenamed.other') },
  tree_settings_changed: { you: tKey('activity:treeSettingsChanged.you'), other: tKey('activity:treeSettingsChanged.other') },
  member_added: { you: tKey('activity:memberAdded.you'), other: tKey('activity:memberAdded.other') },
  member_updated: { you: tKey('activity:memberUpdated.you'), other: tKey('activity:memberUpdated.other') },
  member_removed: { you: tKey('activity:memberRemoved.you'), other: tKey('activity:memberRemoved.other') },
  relationship_added: { you: tKey('activity:relationshipAdded.you'), other: tKey('activity:relationshipAdded.other') },
  relationship_removed: { you: tKey('activity:relationshipRemoved.you'), other: tKey('activity:relationshipRemoved.other') },
  member_linked: { you: tKey('activity:memberLinked.you'), other: tKey('activity:memberLinked.other'), toYou: tKey('activity:memberLinked.toYou') },
  link_confirmed: { you: tKey('activity:linkConfirmed.you'), other: tKey('activity:linkConfirmed.other') },
  link_declined: { you: tKey('activity:linkDeclined.you'), other: tKey('activity:linkDeclined.other') },
  access_invited: { you: tKey('activity:accessInvited.you'), other: tKey('activity:accessInvited.other'), toYou: tKey('activity:accessInvited.toYou') },
  access_accepted: { you: tKey('activity:accessAccepted.you'), other: tKey('activity:accessAccepted.other') },
  access_declined: { you: tKey('activity:accessDeclined.you'), other: tKey('activity:accessDeclined.other') },
  access_changed: { you: tKey('activity:accessChanged.you'), other: tKey('activity:accessChanged.other'), toYou: tKey('activity:accessChanged.toYou') },
  access_removed: { you: tKey('activity:accessRemoved.you'), other: tKey('activity:accessRemoved.other'), toYou: tKey('activity:accessRemoved.toYou') },
  access_left: { you: tKey('activity:accessLeft.you'), other: tKey('activity:accessLeft.other') },
  ownership_transferred: { you: tKey('activity:ownershipTransferred.you'), other: tKey('activity:ownershipTransferred.other'), toYou: tKey('activity:ownershipTransferred.toYou') },
  memory_added: { you: tKey('activity:memoryAdded.you'), other: tKey('activity:memoryAdded.other') },
  memory_tagged: { you: tKey('activity:memoryTagged.you'), other: tKey('activity:memoryTagged.other') },
  story_shared: { you: tKey('activity:storyShared.you'), other: tKey('activity:storyShared.other') },
  event_created: { you: tKey('activity:eventCreated.you'), other: tKey('activity:eventCreated.other') },
  event_updated: { you: tKey('activity:eventUpdated.you'), other: tKey('activity:eventUpdated.other') },
  event_cancelled: { you: tKey('activity:eventCancelled.you'), other: tKey('activity:eventCancelled.other') },
  event_invited: { you: tKey('activity:eventInvited.you'), other: tKey('activity:eventInvited.other'), toYou: tKey('activity:eventInvited.toYou') },
  achievement_recorded: { you: tKey('activity:achievementRecorded.you'), other: tKey('activity:achievementRecorded.other') },
  moment_answered: { you: tKey('activity:momentAnswered.you'), other: tKey('activity:momentAnswered.other') },
  voice_message_sent: { you: tKey('activity:voiceMessageSent.you'), other: tKey('activity:voiceMessageSent.other') },
  time_capsule_opened: { you: tKey('activity:capsuleOpened.you'), other: tKey('activity:capsuleOpened.other') },
  heirloom_added: { you: tKey('activity:heirloomAdded.you'), other: tKey('activity:heirloomAdded.other') },
  heirloom_passed: { you: tKey('activity:heirloomPassed.you'), other: tKey('activity:heirloomPassed.other') },
  people_merged: { you: tKey('activity:peopleMerged.you'), other: tKey('activity:peopleMerged.other') },
  people_unmerged: { you: tKey('activity:peopleUnmerged.you'), other: tKey('activity:peopleUnmerged.other') },
  connection_requested: { you: tKey('activity:connectionRequested.you'), other: tKey('activity:connectionRequested.other'), toYou: tKey('activity:connectionRequested.toYou') },
};

/**
 * A capsule's sealing, for its creator by whom it is for (people, a circle, a tree); for anyone else
 * who reads it (always one of those it is for) as "for you": whom else it is for is the creator's alone.
 */
const CAPSULE_SEALED_FOR: Record<string, string> = {
  relatives: tKey('activity:capsuleSealed.forPeople'),
  circle: tKey('activity:capsuleSealed.forCircle'),
  tree: tKey('activity:capsuleSealed.forTree'),
};
const CAPSULE_SEALED_FOR_YOU = tKey('activity:capsuleSealed.forYou');

const CHANGE: Sentence = { you: tKey('activity:change.you'), other: tKey('activity:change.other') };
const MEMORY_IN_CIRCLE: Sentence = { you: tKey('activity:memoryAddedInCircle.you'), other: tKey('activity:memoryAddedInCircle.other') };
const LINKED_YOURSELF = tKey('activity:memberLinked.yourself');

/** How an invitee answered ("You are going to …", "Ada is going to …"). */
const ANSWERS: Record<string, Sentence> = {
  going: { you: tKey('activity:rsvp.going.you'), other: tKey('activity:rsvp.going.other') },
  maybe: { you: tKey('activity:rsvp.maybe.you'), other: tKey('activity:rsvp.maybe.other') },
  not_going: { you: tKey('activity:rsvp.notGoing.you'), other: tKey('activity:rsvp.notGoing.other') },
};
const ANSWERED: Sentence = { you: tKey('activity:rsvp.answered.you'), other: tKey('activity:rsvp.answered.other') };

/** "is a sibling of": how the first person of a recorded relationship relates to the second. */
const RELATIONS: Record<string, string> = {
  parent: tKey('activity:relation.parent'),
  child: tKey('activity:relation.child'),
  spouse: tKey('activity:relation.spouse'),
  sibling: tKey('activity:relation.sibling'),
  grandparent: tKey('activity:relation.grandparent'),
  grandchild: tKey('activity:relation.grandchild'),
  uncle: tKey('activity:relation.uncle'),
  aunt: tKey('activity:relation.aunt'),
  cousin: tKey('activity:relation.cousin'),
  other: tKey('activity:relation.other'),
};

/** Entries recorded before the type was kept have only its English words ("a sibling of"). */
const TYPE_OF_WORDS: Record<string, string> = {
  'a parent of': 'parent',
  'a child of': 'child',
  'the partner of': 'spouse',
  'a sibling of': 'sibling',
  'a grandparent of': 'grandparent',
  'a grandchild of': 'grandchild',
  'an uncle of': 'uncle',
  'an aunt of': 'aunt',
  'a cousin of': 'cousin',
  'related to': 'other',
};

function relationWords(data: Record<string, unknown>): string {
  const type = typeof data.relationshipType === 'string' ? data.relationshipType : TYPE_OF_WORDS[String(data.description ?? 'related to')];
  const key = type ? RELATIONS[type] : undefined;
  return key ? t(key) : String(data.description);
}

/** "the Nwosu family" inside an English sentence, for a tree named "The Nwosu family"; otherwise the name in quotes. */
function treeInSentence(treeName: string | null) {
  if (treeName === null) return t('activity:aTree');
  if (requestLanguage() === 'en' && /^The /.test(treeName)) return `t${treeName.slice(1)}`;
  return t('activity:treeName', { name: treeName });
}

/** "3 people", "1 person", "some people". */
function people(count: unknown) {
  const n = Number(count);
  return n ? t('activity:people', { count: n }) : t('activity:somePeople');
}

/**
 * An event in words for one reader, in the language of their request: "You added …" to the actor,
 * "Ada added …" to everyone else. Entries from before events were recorded keep their sentence.
 */
export function describeActivity(event: Activity, reader: User): string {
  const data = event.data ?? {};
  if (typeof data.summary === 'string') return data.summary;
  const itsYou = event.actor?.id === reader.id;
  const aboutYou = event.subjectUser?.id === reader.id;
  const someone = t('activity:someone');
  const subject = event.subjectUser ? (aboutYou ? t('activity:subjectYou') : publicName(event.subjectUser)) : someone;
  const treeName = event.tree?.name ?? data.treeName;
  const values: Record<string, unknown> = {
    actor: event.actor ? publicName(event.actor) : t('activity:someoneFirst'),
    subject,
    tree: treeInSentence(treeName == null ? null : String(treeName)),
    person: String(data.memberName ?? someone),
    title: `“${String(data.title ?? '')}”`,
    name: String(data.name ?? ''),
    oldName: String(data.oldName ?? ''),
    from: String(data.fromName ?? someone),
    to: String(data.toName ?? someone),
    role: data.role === 'editor' ? t('activity:role.editor') : t('activity:role.viewer'),
    circle: String(data.circleName ?? ''),
    people: people(data.count),
  };
  let sentence = SENTENCES[event.verb] ?? CHANGE;
  if (event.verb === 'memory_added' && data.circleName) sentence = MEMORY_IN_CIRCLE;
  if (event.verb === 'relationship_added') values.relation = relationWords(data);
  // The people are not named: not every member of the circle sees them.
  if (event.verb === 'event_invited') values.who = event.subjectUser ? subject : values.people;
  if (event.verb === 'event_rsvp') sentence = ANSWERS[String(data.response)] ?? ANSWERED;
  if (event.verb === 'member_linked' && itsYou && aboutYou) return t(LINKED_YOURSELF, values);
  if (event.verb === 'time_capsule_sealed') {
    values.when = openingText(requestLanguage(), new Date(String(data.opensAt)), String(data.timeZone));
    return t(itsYou ? (CAPSULE_SEALED_FOR[String(data.recipientKind)] ?? CAPSULE_SEALED_FOR.relatives) : CAPSULE_SEALED_FOR_YOU, values);
  }
  if (itsYou) return t(sentence.you, values);
  return t(aboutYou && sentence.toYou ? sentence.toYou : sentence.other, values);
}
