import type { MemoryView } from '../../policies/memory.policy.ts';
import type { MediaFileModel } from '../files/index.ts';
import type { User } from '../users/user.entity.ts';
import type { MemoryKind } from './memory.entity.ts';

/** A memory as the viewer reads it: its fields, its file, its pictures made so far, the viewer's view of it. */
export interface MemoryModel {
  id: string;
  title: string;
  description: string | null;
  kind: MemoryKind;
  eventDate: string | null;
  circleId: string;
  uploadedBy: User | null;
  createdAt: Date;
  file: MediaFileModel;
  /** Keys of its derived pictures by variant (w400, w1600, poster). */
  derived: Partial<Record<'w400' | 'w1600' | 'poster', string>>;
  /** How many of its tags name people the viewer sees. */
  taggedCount: number;
  view: MemoryView;
}
