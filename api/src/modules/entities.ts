import { Session } from '../auth/session.entity.ts';
import { User } from './users/user.entity.ts';
import { AccessToken } from './tokens/access-token.entity.ts';
import { Event } from './events/event.entity.ts';
import { Tree } from './trees/tree.entity.ts';
import { TreeAccess } from './trees/tree-access.entity.ts';
import { BranchMember } from './family/branch-member.entity.ts';
import { FamilyMember } from './family/family-member.entity.ts';
import { StoredFile } from './files/stored-file.entity.ts';
import { FamilyRelationship } from './family/relationship.entity.ts';
import { ConnectionRequest } from './connections/connection-request.entity.ts';
import { UserConnection } from './connections/connection.entity.ts';
import { PasswordCredential } from './accounts/password-credential.entity.ts';
import { Passkey } from './accounts/passkey.entity.ts';
import { Invitation } from './accounts/invitation.entity.ts';
import { PasswordReset } from './accounts/password-reset.entity.ts';
import { Circle } from './circles/circle.entity.ts';
import { CircleMember } from './circles/circle-member.entity.ts';
import { CircleJoinRequest } from './circles/circle-join-request.entity.ts';
import { Memory } from './memories/memory.entity.ts';
import { PhotoTag } from './memories/photo-tag.entity.ts';
import { Notification } from './notifications/notification.entity.ts';
import { NotificationSetting } from './notifications/notification-setting.entity.ts';

/** Every entity the ORM knows; migrations are generated from these. */
export const entities = [Session, User, AccessToken, Event, Tree, TreeAccess, BranchMember, FamilyMember, StoredFile, FamilyRelationship, ConnectionRequest, UserConnection, PasswordCredential, Passkey, Invitation, PasswordReset, Circle, CircleMember, CircleJoinRequest, Memory, PhotoTag, Notification, NotificationSetting];
