import type { TimeCapsuleView } from '../../policies/time-capsule.policy.ts';
import type { User } from '../users/user.entity.ts';
import type { MediaFileModel } from '../files/index.ts';
import type { CapsuleStatus, RecipientKind } from './time-capsule.entity.ts';
import type { AttachmentKind } from './time-capsule-attachment.entity.ts';
import type { AttachmentRow, CapsuleRow } from './time-capsule.repository.ts';

/**
 * A capsule as the viewer reads it. `title` and `message` are null where the content may not be
 * read (the repository does not read them); the resolvers gate every content field again by the
 * policy's readContent.
 */
export interface CapsuleModel {
  id: string;
  creator: User | null;
  title: string | null;
  message: string | null;
  recipientKind: RecipientKind;
  circleId: string | null;
  treeId: string | null;
  opensAt: Date;
  timeZone: string;
  status: CapsuleStatus;
  sealedAt: Date | null;
  openedAt: Date | null;
  createdAt: Date;
  view: TimeCapsuleView;
}

/** An attachment as the API shows it. */
export interface AttachmentModel {
  id: string;
  kind: AttachmentKind;
  file: MediaFileModel;
}

export const capsuleModel = (row: CapsuleRow, creator: User | null): CapsuleModel => ({
  id: row.id,
  creator,
  title: row.title,
  message: row.message,
  recipientKind: row.recipient_kind,
  circleId: row.circle_id,
  treeId: row.tree_id,
  opensAt: new Date(row.open_at),
  timeZone: row.time_zone,
  status: row.status,
  sealedAt: row.sealed_at ? new Date(row.sealed_at) : null,
  openedAt: row.opened_at ? new Date(row.opened_at) : null,
  createdAt: new Date(row.created_at),
  view: { creatorId: row.creator_id, status: row.status, isRecipient: row.is_recipient },
});

export const attachmentModel = (row: AttachmentRow): AttachmentModel => ({
  id: row.id,
  kind: row.kind,
  file: { key: row.key, mimeType: row.mime_type, size: Number(row.size), width: row.width, height: row.height, durationSeconds: row.duration_seconds },
});
