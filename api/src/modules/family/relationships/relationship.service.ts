import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { t, tKey } from '../../../i18n.ts';
import { invalid, notFound } from '../../../errors.ts';
import { authorize, requireViewer } from '../../../policies/authorize.ts';
import { recordActivity } from '../../activity/index.ts';
import { requireGrant } from '../../trees/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { check, isoDate, isUuid, says } from '../../../input/validation.ts';
import * as yup from 'yup';
import { FamilyMember } from '../people/family-member.entity.ts';
import { FamilyRelationship, PARTNER_KINDS, SYMMETRIC_KINDS } from './relationship.entity.ts';
import { RELATIONSHIP_TYPES, type RelationshipType } from './relationship-types.ts';
import { edgeExists, isAncestor, parentIds, visibleEdgesSlice } from './graph.repository.ts';
import { planEdges, type PlannedEdge } from './relationship-plan.ts';
import { fullName, getMember, memberInTree, visibleAmong } from '../people/member.service.ts';
import { writeTree, type TreeWriteContext } from '../people/tree-write.ts';
import { describeEdge } from './relationship-words.ts';

/** The relationship types as a refusal names them ("A person cannot be their own parent."). */
const TYPE_WORDS: Record<RelationshipType, string> = {
  parent: tKey('family:type.parent'),
  child: tKey('family:type.child'),
  sibling: tKey('family:type.sibling'),
  spouse: tKey('family:type.spouse'),
  grandparent: tKey('family:type.grandparent'),
  grandchild: tKey('family:type.grandchild'),
  uncle: tKey('family:type.uncle'),
  aunt: tKey('family:type.aunt'),
  cousin: tKey('family:type.cousin'),
  other: tKey('family:type.other'),
};

export interface RelationshipInput {
  fromId: string;
  toId: string;
  type: string;
  partnerKind?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

const partnerRules = yup.object({
  partnerKind: yup.string().nullable().oneOf([...PARTNER_KINDS, null], says.enumValue),
  startDate: isoDate,
  endDate: isoDate.test('after-start', () => t('family:field.endBeforeStart'), function (end) {
    const start = this.parent.startDate as string | null | undefined;
    return !end || !start || end >= start;
  }),
});

/** Records how two members of the viewer's tree are related. */
export async function addRelationship(sc: ServiceContext, input: RelationshipInput): Promise<FamilyRelationship[]> {
  const type = relationshipType(input.type);
  if (type === 'other') throw invalid(t('family:relationship.other'), { type: t('family:field.chooseRelationship') });
  const partner = type === 'spouse' ? await check(partnerRules, input) : {};
  const first = await getMember(sc, input.fromId);
  return writeTreeEdges(sc, first.tree.id, async (tx) => {
    const [person, relative] = [await memberInTree(tx, input.fromId, 'relate'), await memberInTree(tx, input.toId, 'relate')];
    if (person.id === relative.id) throw invalid(t('family:relationship.ownRelative', { type: t(TYPE_WORDS[type]) }), { toId: t('family:field.ownRelative', { type: t(TYPE_WORDS[type]) }) });
    const edges = await stageEdges(tx, await planEdges(tx.em, type, person.id, relative.id, partner as Partial<PlannedEdge>));
    recordActivity(tx.em, {
      actor: tx.viewer, verb: 'relationship_added', objectType: 'relationship', objectId: edges[0]?.id ?? null, treeId: tx.treeId,
      data: { fromId: person.id, toId: relative.id, fromName: fullName(person), toName: fullName(relative), relationshipType: type, description: describeEdge(type) },
    });
    return edges;
  });
}

/** A relationship the viewer sees (both its people), for the action; NOT_FOUND otherwise. */
async function getRelationship(sc: ServiceContext, id: string, action: 'read' | 'delete'): Promise<FamilyRelationship> {
  requireViewer(sc.viewer);
  // Read afresh: inside a tree write the relationship may have gone since the first read.
  const edge = isUuid(id) ? await sc.em.findOne(FamilyRelationship, { id }, { populate: ['from', 'to'], refresh: true }) : null;
  if (!edge || (await visibleAmong(sc, [edge.from, edge.to])).length < 2) throw notFound('Relationship');
  authorize(sc, action, 'FamilyRelationship', edge, t('family:tree.viewOnly'));
  return edge;
}

export async function removeRelationship(sc: ServiceContext, id: string): Promise<string> {
  const found = await getRelationship(sc, id, 'delete');
  await writeTree(sc, found.tree.id, async (tx) => {
    const edge = await getRelationship(tx, id, 'delete');
    tx.touched.add(edge.from.id).add(edge.to.id);
    recordActivity(tx.em, {
      actor: tx.viewer, verb: 'relationship_removed', objectType: 'relationship', objectId: edge.id, treeId: tx.treeId,
      data: { fromId: edge.from.id, toId: edge.to.id, fromName: fullName(edge.from), toName: fullName(edge.to) },
    });
    tx.em.remove(edge);
  });
  return id;
}

/** A slice of the relationships the viewer sees in a tree (both people visible), oldest first (for the REST list). */
export async function treeRelationships(sc: ServiceContext, treeId: string, limit: number, offset: number) {
  const grant = await requireGrant(sc, treeId);
  return visibleEdgesSlice(sc.em, grant, limit, offset);
}

/** Every relationship of one person the viewer sees, with the other person visible too. */
export async function memberRelationships(sc: ServiceContext, memberId: string) {
  const member = await getMember(sc, memberId);
  const edges = await sc.em.find(FamilyRelationship, { $or: [{ from: member }, { to: member }] }, { populate: ['from', 'to'], orderBy: { createdAt: 'asc' } });
  const other = (e: FamilyRelationship) => (e.from.id === member.id ? e.to : e.from);
  const seen = new Set((await visibleAmong(sc, edges.map(other))).map((m) => m.id));
  return edges.filter((e) => seen.has(other(e).id));
}

/**
 * A write that adds edges, under the tree's lock (see writeOwnTree) so the rules stageEdges checks
 * still hold when it saves. The unique index on edges is the last guard: a duplicate it catches is
 * refused like one the check found.
 */
export async function writeTreeEdges<T>(sc: ServiceContext, treeId: string, work: (tx: TreeWriteContext) => Promise<T>): Promise<T> {
  try {
    return await writeTree(sc, treeId, work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw alreadyRecorded();
    throw error;
  }
}

const alreadyRecorded = () => invalid(t('family:relationship.recorded'), { type: t('family:field.recorded') });

/** Checks each planned edge against the tree's rules and stages it; nothing is saved on a refusal. */
export async function stageEdges(sc: TreeWriteContext, planned: PlannedEdge[]): Promise<FamilyRelationship[]> {
  const staged: FamilyRelationship[] = [];
  for (const edge of planned) {
    let { from, to } = edge;
    if (from === to) throw invalid(t('family:relationship.themselves'), { toId: t('family:field.anotherMember') });
    if (SYMMETRIC_KINDS.includes(edge.kind) && from > to) [from, to] = [to, from];
    if (edge.kind === 'parent' || edge.kind === 'grandparent') {
      if (await isAncestor(sc.em, to, from)) throw invalid(t('family:relationship.ownAncestor'), { type: t('family:field.loop') });
    }
    if (edge.kind === 'parent') {
      const parents = (await parentIds(sc.em, to)).length + staged.filter((e) => e.kind === 'parent' && e.to.id === to).length;
      if (parents >= 2) throw invalid(t('family:relationship.twoParents'), { type: t('family:field.twoParents') });
    }
    if (edge.kind === 'sibling') {
      const [a, b] = await Promise.all([parentIds(sc.em, from), parentIds(sc.em, to)]);
      if (a.some((p) => b.includes(p))) throw invalid(t('family:relationship.siblings'), { type: t('family:field.siblings') });
    }
    if ((await edgeExists(sc.em, from, to, edge.kind)) || staged.some((e) => e.from.id === from && e.to.id === to && e.kind === edge.kind)) {
      throw alreadyRecorded();
    }
    staged.push(
      sc.em.create(FamilyRelationship, {
        tree: sc.treeId,
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

export function relationshipType(value: string): RelationshipType {
  if (!(RELATIONSHIP_TYPES as readonly string[]).includes(value)) {
    throw invalid(t('family:relationship.unknownType', { value }), { relationshipType: says.enumValue() });
  }
  return value as RelationshipType;
}
