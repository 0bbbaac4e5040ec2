import { forbidden, unauthenticated } from '../errors.ts';
import type { User } from '../modules/users/user.entity.ts';
import type { AccessToken } from '../modules/tokens/access-token.entity.ts';
import type { StoredFile } from '../modules/files/stored-file.entity.ts';
import { userPolicy } from './user.policy.ts';
import { accessTokenPolicy } from './access-token.policy.ts';
import { storedFilePolicy } from './stored-file.policy.ts';
import type { FamilyMember } from '../modules/family/family-member.entity.ts';
import type { FamilyRelationship } from '../modules/family/relationship.entity.ts';
import type { ConnectionRequest } from '../modules/connections/connection-request.entity.ts';
import { familyMemberPolicy } from './family-member.policy.ts';
import { relationshipPolicy } from './relationship.policy.ts';
import { connectionRequestPolicy } from './connection-request.policy.ts';
import type { Invitation } from '../modules/accounts/invitation.entity.ts';
import type { Passkey } from '../modules/accounts/passkey.entity.ts';
import { invitationPolicy } from './invitation.policy.ts';
import { passkeyPolicy } from './passkey.policy.ts';

/** A rule: may `viewer` do the action to `subject`? */
export type Rule<T> = (viewer: User, subject: T) => boolean;
export type Policy<T> = Record<string, Rule<T>>;

interface Subjects {
  User: User;
  AccessToken: AccessToken;
  StoredFile: StoredFile;
  FamilyMember: FamilyMember;
  FamilyRelationship: FamilyRelationship;
  ConnectionRequest: ConnectionRequest;
  Invitation: Invitation;
  Passkey: Passkey;
}
const policies: { [K in keyof Subjects]: Policy<Subjects[K]> } = {
  User: userPolicy,
  AccessToken: accessTokenPolicy,
  StoredFile: storedFilePolicy,
  FamilyMember: familyMemberPolicy,
  FamilyRelationship: relationshipPolicy,
  ConnectionRequest: connectionRequestPolicy,
  Invitation: invitationPolicy,
  Passkey: passkeyPolicy,
};

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
export function can<K extends keyof Subjects>(viewer: User | null, action: string, kind: K, subject: Subjects[K]): boolean {
  const rule = policies[kind][action] as Rule<Subjects[K]> | undefined;
  return Boolean(viewer && rule && rule(viewer, subject));
}

/** Throws UNAUTHENTICATED or FORBIDDEN unless the viewer may do the action; returns the viewer. */
export function authorize<K extends keyof Subjects>(viewer: User | null, action: string, kind: K, subject: Subjects[K]): User {
  const user = requireViewer(viewer);
  if (!can(user, action, kind, subject)) throw forbidden();
  return user;
}
