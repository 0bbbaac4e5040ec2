import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { invalid, notFound } from '../../errors.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import type { PartnerKind, RelationshipType } from '../../generated/graphql.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { discardFile } from '../files/file.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { check, isUuid } from '../validation.ts';
import { isoDate } from '../users/profile.rules.ts';
import * as yup from 'yup';
import { FamilyMember } from './family-member.entity.ts';
import { FamilyRelationship, SYMMETRIC_KINDS } from './relationship.entity.ts';
import { edgeExists, isAncestor, parentIds } from './graph.repository.ts';
import { planEdges, type PlannedEdge } from './relationship-plan.ts';
import { getMember, getSelfMember, requireOwnTree, stageNewMember, writeOwnTree, type NewMember } from './member.service.ts';

export const RELATIONSHIP_TYPES: readonly RelationshipType[] = ['parent', 'child', 'sibling', 'spouse', 'grandparent', 'grandchild', 'uncle', 'aunt', 'cousin', 'other'];
const PARTNER_KINDS: readonly PartnerKind[] = ['married', 'partner', 'divorced', 'separated'];

export interface RelationshipInput {
  fromId: string;
  toId: string;
  type: string;
  partnerKind?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

const partnerRules = yup.object({
  partnerKind: yup.string().nullable().oneOf([...PARTNER_KINDS, null], 'Invalid enum value'),
  startDate: isoDate,
  endDate: isoDate.test('after-start', 'The end cannot be before the start', function (end) {
    const start = this.parent.startDate as string | null | undefined;
    return !end || !start || end >= start;
  }),
});

/** Adds a member to the viewer's tree and the edges for how they relate to a chosen member, at once. */
export async function addFamilyMember(sc: ServiceContext, input: NewMember & { relativeId?: string | null; relationshipType?: string | null }) {
  const type = relationshipType(input.relationshipType ?? 'other');
  let photo: string | null = null;
  try {
    return await writeTreeEdges(sc, async (tx) => {
      const relative = input.relativeId ? await getMember(tx, input.relativeId, 'relate') : await getSelfMember(tx);
      const member = await stageNewMember(tx, input);
      photo = member.profilePicture ?? null;
      const relationships = await stageEdges(tx, await planEdges(tx.em, type, member.id, relative.id));
      recordActivity(tx.em, requireViewer(tx.viewer), 'member_added', `You added ${member.firstName} ${member.lastName} to your family tree.`);
      return { member, relationships };
    });
  } catch (error) {
    if (photo) await discardFile(sc, photo);
    throw error;
  }
}

/** Records how two members of the viewer's tree are related. */
export async function addRelationship(sc: ServiceContext, input: RelationshipInput): Promise<FamilyRelationship[]> {
  const type = relationshipType(input.type);
  if (type === 'other') throw invalid('Choose how the two are related: "other" records nothing.', { type: 'Choose a relationship' });
  const partner = type === 'spouse' ? await check(partnerRules, input) : {};
  return writeTreeEdges(sc, async (tx) => {
    const [person, relative] = [await getMember(tx, input.fromId, 'relate'), await getMember(tx, input.toId, 'relate')];
    if (person.id === relative.id) throw invalid(`A person cannot be their own ${type}.`, { toId: `A person cannot be their own ${type}` });
    return stageEdges(tx, await planEdges(tx.em, type, person.id, relative.id, partner as Partial<PlannedEdge>));
  });
}

export async function removeRelationship(sc: ServiceContext, id: string): Promise<string> {
  requireViewer(sc.viewer);
  const edge = isUuid(id) ? await sc.em.findOne(FamilyRelationship, { id }) : null;
  if (!edge) throw notFound('Relationship');
  authorize(sc.viewer, 'delete', 'FamilyRelationship', edge);
  sc.em.remove(edge);
  await sc.em.flush();
  return id;
}

/** A slice of all edges of a user's tree, oldest first (for the REST list). */
export async function treeRelationships(sc: ServiceContext, userId: string, limit: number, offset: number) {
  const viewer = requireOwnTree(sc, userId);
  return sc.em.find(FamilyRelationship, { owner: viewer }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit, offset });
}

/** Every edge that touches one member of the viewer's tree. */
export async function memberRelationships(sc: ServiceContext, memberId: string) {
  const member = await getMember(sc, memberId);
  return sc.em.find(FamilyRelationship, { $or: [{ from: member }, { to: member }] }, { orderBy: { createdAt: 'asc' } });
}

/**
 * A write that adds edges, under the tree's lock (see writeOwnTree) so the rules stageEdges checks
 * still hold when it saves. The unique index on edges is the last guard: a duplicate it catches is
 * refused like one the check found.
 */
async function writeTreeEdges<T>(sc: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  try {
    return await writeOwnTree(sc, work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw alreadyRecorded();
    throw error;
  }
}

const alreadyRecorded = () => invalid('This relationship is already recorded.', { type: 'Already recorded' });

/** Checks each planned edge against the tree's rules and stages it; nothing is saved on a refusal. */
async function stageEdges(sc: ServiceContext, planned: PlannedEdge[]): Promise<FamilyRelationship[]> {
  const owner = requireViewer(sc.viewer);
  const staged: FamilyRelationship[] = [];
  for (const edge of planned) {
    let { from, to } = edge;
    if (from === to) throw invalid('A person cannot be related to themselves that way.', { toId: 'Choose another member' });
    if (SYMMETRIC_KINDS.includes(edge.kind) && from > to) [from, to] = [to, from];
    if (edge.kind === 'parent' || edge.kind === 'grandparent') {
      if (await isAncestor(sc.em, to, from)) throw invalid('That would make someone their own ancestor.', { type: 'This would create a loop in the ancestry' });
    }
    if (edge.kind === 'parent') {
      const parents = (await parentIds(sc.em, to)).length + staged.filter((e) => e.kind === 'parent' && e.to.id === to).length;
      if (parents >= 2) throw invalid('This person already has two parents recorded.', { type: 'Two parents are already recorded' });
    }
    if (edge.kind === 'sibling') {
      const [a, b] = await Promise.all([parentIds(sc.em, from), parentIds(sc.em, to)]);
      if (a.some((p) => b.includes(p))) throw invalid('They are already siblings through a shared parent.', { type: 'Already siblings' });
    }
    if ((await edgeExists(sc.em, from, to, edge.kind)) || staged.some((e) => e.from.id === from && e.to.id === to && e.kind === edge.kind)) {
      throw alreadyRecorded();
    }
    staged.push(
      sc.em.create(FamilyRelationship, {
        owner,
        from: sc.em.getReference(FamilyMember, from),
        to: sc.em.getReference(FamilyMember, to),
        kind: edge.kind,
        partnerKind: edge.partnerKind ?? null,
        startDate: edge.startDate ?? null,
        endDate: edge.endDate ?? null,
      }),
    );
  }
  return staged;
}

function relationshipType(value: string): RelationshipType {
  if (!(RELATIONSHIP_TYPES as readonly string[]).includes(value)) {
    throw invalid(`Unknown relationship type "${value}".`, { relationshipType: 'Invalid enum value' });
  }
  return value as RelationshipType;
}
