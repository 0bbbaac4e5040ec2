import { forbidden, unauthenticated } from '../errors.ts';
import type { User } from '../modules/users/user.entity.ts';
import { actorOf, type Actor, type ActorSource } from './actor.ts';
import { userPolicy } from './user.policy.ts';
import { accessTokenPolicy } from './access-token.policy.ts';
import { storedFilePolicy } from './stored-file.policy.ts';
import { familyMemberPolicy } from './family-member.policy.ts';
import { relationshipPolicy } from './relationship.policy.ts';
import { connectionRequestPolicy } from './connection-request.policy.ts';
import { invitationPolicy } from './invitation.policy.ts';
import { passkeyPolicy } from './passkey.policy.ts';
import { treePolicy } from './tree.policy.ts';
import { treeAccessPolicy } from './tree-access.policy.ts';
import { circlePolicy } from './circle.policy.ts';
import { memoryPolicy, photoTagPolicy } from './memory.policy.ts';
import { notificationPolicy } from './notification.policy.ts';
import { familyEventPolicy } from './family-event.policy.ts';
import { storyPolicy } from './story.policy.ts';
import { gedcomJobPolicy } from './gedcom-job.policy.ts';
import { serverPolicy } from './server.policy.ts';
import { dailyMomentPolicy, familyPromptPolicy, promptResponsePolicy } from './prompt-response.policy.ts';
import { timeCapsulePolicy } from './time-capsule.policy.ts';
import { achievementPolicy } from './achievement.policy.ts';
import { voiceMessagePolicy } from './voice-message.policy.ts';
import { challengePolicy } from './challenge.policy.ts';
import { heirloomPolicy } from './heirloom.policy.ts';
import { dnaKitPolicy } from './dna.policy.ts';
import { insightPolicy } from './insight.policy.ts';
import { personMergePolicy } from './person-merge.policy.ts';
import { facePolicy } from './face.policy.ts';

// The one place that answers "may this viewer do X to this object". Each resource's policy file
// holds its rules and, where lists are read, the SQL scope of what a viewer may see. Services call
// authorize(); resolvers call can() for `viewerCan`; nothing else checks ownership.

const policies = {
  User: userPolicy,
  AccessToken: accessTokenPolicy,
  StoredFile: storedFilePolicy,
  FamilyMember: familyMemberPolicy,
  FamilyRelationship: relationshipPolicy,
  ConnectionRequest: connectionRequestPolicy,
  Invitation: invitationPolicy,
  Passkey: passkeyPolicy,
  Tree: treePolicy,
  TreeAccess: treeAccessPolicy,
  Circle: circlePolicy,
  Memory: memoryPolicy,
  PhotoTag: photoTagPolicy,
  Notification: notificationPolicy,
  FamilyEvent: familyEventPolicy,
  Story: storyPolicy,
  GedcomJob: gedcomJobPolicy,
  Server: serverPolicy,
  DailyMoment: dailyMomentPolicy,
  FamilyPrompt: familyPromptPolicy,
  PromptResponse: promptResponsePolicy,
  TimeCapsule: timeCapsulePolicy,
  Achievement: achievementPolicy,
  VoiceMessage: voiceMessagePolicy,
  Challenge: challengePolicy,
  Heirloom: heirloomPolicy,
  DnaKit: dnaKitPolicy,
  Insight: insightPolicy,
  PersonMerge: personMergePolicy,
  Face: facePolicy,
} as const;

type Policies = typeof policies;
export type Resource = keyof Policies;
/** The actions a resource's policy knows: a misspelt action does not compile. */
export type Action<K extends Resource> = keyof Policies[K] & string;
/** The object an action's rule judges. */
export type Subject<K extends Resource, A extends Action<K> = Action<K>> = Policies[K][A] extends (actor: Actor, subject: infer S) => boolean ? S : never;

type Rule<K extends Resource, A extends Action<K>> = (actor: Actor, subject: Subject<K, A>) => boolean;

/** The signed-in user, or UNAUTHENTICATED. */
export function requireViewer(viewer: User | null): User {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * The signed-in user when they use their session; FORBIDDEN with `message` for an access token
 * (account and token changes are made in the app, so a leaked token cannot take the account over).
 */
export function requireSession(sc: { viewer: User | null; authMethod: 'session' | 'token' | null }, message: string): User {
  const user = requireViewer(sc.viewer);
  if (sc.authMethod === 'token') throw forbidden(message);
  return user;
}

/** Whether the viewer may do the action; for `viewerCan` fields and UI hints. */
export function can<K extends Resource, A extends Action<K>>(source: ActorSource, action: A, kind: K, subject: Subject<K, A>): boolean {
  if (!source.viewer) return false;
  const rule = policies[kind][action] as unknown as Rule<K, A> | undefined;
  return Boolean(rule && rule(actorOf(source.viewer, source.grants), subject));
}

/** Throws UNAUTHENTICATED or FORBIDDEN unless the viewer may do the action; returns the viewer. */
export function authorize<K extends Resource, A extends Action<K>>(source: ActorSource, action: A, kind: K, subject: Subject<K, A>, message?: string): User {
  const user = requireViewer(source.viewer);
  if (!can(source, action, kind, subject)) throw forbidden(message);
  return user;
}
