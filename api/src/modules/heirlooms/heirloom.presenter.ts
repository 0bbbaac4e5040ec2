import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { isUuid } from '../../input/validation.ts';
import type { HeirloomView } from '../../policies/heirloom.policy.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import type { StoredDate } from '../family/index.ts';
import type { User } from '../users/index.ts';
import type { HeirloomType } from './heirloom.entity.ts';
import type { PassingKind } from './heirloom-owner.entity.ts';

/** One owner of an heirloom's journey as read: the person (null once removed from the tree), how it came to them, when. */
export interface OwnerModel {
  id: string;
  member: FamilyMember | null;
  position: number;
  current: boolean;
  how: PassingKind | null;
  from: StoredDate;
  to: StoredDate;
}

/** An heirloom as the viewer reads it: its fields, its journey, photos and documents, and the viewer's view of it. */
export interface HeirloomModel {
  id: string;
  treeId: string;
  name: string;
  assetType: HeirloomType;
  description: string | null;
  story: string | null;
  acquisitionDate: StoredDate;
  /** What it is worth, as stored: the resolver shows it only to those the policy lets see it (presentValue). */
  value: { amount: string; currency: string } | null;
  /** Every owner, the first known first, the current one (if any) last. */
  owners: OwnerModel[];
  intendedOwner: FamilyMember | null;
  photos: { id: string; key: string }[];
  documents: { id: string; key: string; name: string; size: number }[];
  recordedBy: User | null;
  createdAt: Date;
  updatedAt: Date;
  view: HeirloomView;
}

/** The owner who has it now, or null. */
export const currentOwnerOf = (model: Pick<HeirloomModel, 'owners'>) => model.owners.find((o) => o.current) ?? null;

/** The owners before the current one, the first known first. */
export const previousOwnersOf = (model: Pick<HeirloomModel, 'owners'>) => model.owners.filter((o) => !o.current);

/** A page's cursor: the last heirloom's name and id (the list's order). */
export const cursorOf = (model: Pick<HeirloomModel, 'name' | 'id'>) => Buffer.from(JSON.stringify([model.name, model.id])).toString('base64url');

/** The position a cursor names; BAD_USER_INPUT for anything that is not one of this list's cursors. */
export function decodeCursor(cursor: string): { name: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string' || !isUuid(parsed[1])) {
    throw invalid(t('validation:cursor'), { after: t('validation:cursor') });
  }
  return { name: parsed[0], id: parsed[1] };
}
