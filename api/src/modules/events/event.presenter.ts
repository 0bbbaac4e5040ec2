import type { User } from '../users/user.entity.ts';
import { publicName } from '../users/index.ts';
import type { Event } from './event.entity.ts';

/** "the Nwosu family" inside a sentence, for a tree named "The Nwosu family". */
const inSentence = (treeName: string) => (/^The /.test(treeName) ? `t${treeName.slice(1)}` : `“${treeName}”`);

/** How an invitee answered, after the one who answered ("You are going to …", "Ada is going to …"). */
const ANSWERS: Record<string, [you: string, they: string]> = {
  going: ['are going to', 'is going to'],
  maybe: ['might come to', 'might come to'],
  not_going: ['are not going to', 'is not going to'],
};

/** "3 people", "1 person". */
const people = (count: unknown) => (Number(count) === 1 ? '1 person' : `${Number(count) || 'some'} people`);

/**
 * An event in words for one reader: "You added …" to the actor, "Ada added …" to everyone else.
 * Entries from before events were recorded keep their sentence.
 */
export function describeEvent(event: Event, reader: User): string {
  const data = event.data ?? {};
  if (typeof data.summary === 'string') return data.summary;
  const itsYou = event.actor?.id === reader.id;
  const actor = itsYou ? 'You' : event.actor ? publicName(event.actor) : 'Someone';
  const subject = event.subjectUser ? (event.subjectUser.id === reader.id ? 'you' : publicName(event.subjectUser)) : 'someone';
  const tree = inSentence(String(event.tree?.name ?? data.treeName ?? 'a family tree'));
  const person = String(data.memberName ?? 'someone');
  const title = `“${String(data.title ?? '')}”`;
  switch (event.verb) {
    case 'joined': return `${actor} joined Kinfolk.`;
    case 'onboarded': return `${actor} set up ${itsYou ? 'your' : 'their'} profile.`;
    case 'profile_updated': return `${actor} updated ${itsYou ? 'your' : 'their'} profile.`;
    case 'token_created': return `${actor} created the access token “${data.name ?? ''}”.`;
    case 'token_revoked': return `${actor} revoked the access token “${data.name ?? ''}”.`;
    case 'connection_accepted': return `${actor} and ${subject} are now connected.`;
    case 'tree_created': return `${actor} started ${tree}.`;
    case 'tree_renamed': return `${actor} renamed “${data.oldName ?? ''}” to ${tree}.`;
    case 'tree_settings_changed': return `${actor} changed the privacy settings of ${tree}.`;
    case 'member_added': return `${actor} added ${person} to ${tree}.`;
    case 'member_updated': return `${actor} updated ${person} in ${tree}.`;
    case 'member_removed': return `${actor} removed ${person} from ${tree}.`;
    case 'relationship_added': return `${actor} recorded that ${data.fromName ?? 'someone'} is ${data.description ?? 'related to'} ${data.toName ?? 'someone'} in ${tree}.`;
    case 'relationship_removed': return `${actor} removed a relationship between ${data.fromName ?? 'someone'} and ${data.toName ?? 'someone'} in ${tree}.`;
    case 'member_linked': return `${actor} said ${person} in ${tree} is ${subject}.`;
    case 'link_confirmed': return `${actor} confirmed being ${person} in ${tree}.`;
    case 'link_declined': return `${actor} said ${itsYou ? 'you are' : 'they are'} not ${person} in ${tree}.`;
    case 'access_invited': return `${actor} invited ${subject} to ${tree} as ${data.role === 'editor' ? 'an editor' : 'a viewer'}.`;
    case 'access_accepted': return `${actor} joined ${tree} as ${data.role === 'editor' ? 'an editor' : 'a viewer'}.`;
    case 'access_declined': return `${actor} declined the invitation to ${tree}.`;
    case 'access_changed': return `${actor} changed what ${subject} may do in ${tree}.`;
    case 'access_removed': return `${actor} removed ${subject} from ${tree}.`;
    case 'access_left': return `${actor} left ${tree}.`;
    case 'ownership_transferred': return `${actor} handed ${tree} over to ${subject}.`;
    case 'memory_added': return `${actor} shared ${title}${data.circleName ? ` in “${String(data.circleName)}”` : ''}.`;
    // The people are not named: not every member of the circle sees them.
    case 'memory_tagged': return `${actor} tagged ${people(data.count)} in ${title}.`;
    case 'story_shared': return `${actor} shared the story ${title}.`;
    case 'event_created': return `${actor} planned ${title}.`;
    case 'event_updated': return `${actor} changed the plans for ${title}.`;
    case 'event_cancelled': return `${actor} cancelled ${title}.`;
    case 'event_invited': return `${actor} invited ${event.subjectUser ? subject : people(data.count)} to ${title}.`;
    case 'event_rsvp': {
      const [you, they] = ANSWERS[String(data.response)] ?? ['answered the invitation to', 'answered the invitation to'];
      return `${actor} ${itsYou ? you : they} ${title}.`;
    }
    case 'connection_requested': return `${actor} asked to connect with ${subject}.`;
    default: return `${actor} made a change.`;
  }
}
