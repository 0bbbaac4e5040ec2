import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRelationships, updatePartnerships, type BulkEdge, type PartnershipChange } from '../../family/index.ts';
import type { KeptFamilyRecord } from '../kept-records.repository.ts';
import type { ReportLine } from '../gedcom-job.entity.ts';
import { storedDate } from '../import/gedcom-date.ts';
import type { LinkRequest } from '../import/write-plan.ts';
import type { Side } from './apply-merge.ts';
import { replaceFamilyRecords } from './kept-records.ts';
import type { FamilyMerge } from './preview-merge.ts';
import { t } from '../../../i18n.ts';

/**
 * The families found in the tree: their partnerships take the file's changes, the links the tree
 * lacks are added (as far as the tree's rules allow, with `moreLinks`, new families' links to people
 * found), and their kept records become the file's.
 */
export async function mergeFamilies(
  em: EntityManager,
  treeId: string,
  source: string,
  families: readonly FamilyMerge[],
  memberIds: Map<string, string>,
  side: Side,
  moreLinks: readonly LinkRequest[] = [],
): Promise<ReportLine[]> {
  const changes: PartnershipChange[] = [];
  const wanted: LinkRequest[] = [...moreLinks];
  const replaced: string[] = [];
  const records: KeptFamilyRecord[] = [];
  for (const family of families) {
    const { planned, edge } = family;
    const partners = [...new Set(planned.partners.flatMap((xref) => memberIds.get(xref) ?? []))];
    const fields = planned.fields;
    if (edge) {
      const chosen = [...family.take, ...family.conflicts.filter((field) => side(`${family.kept?.id ?? edge.id}:${field}`) === 'theirs')];
      const change: PartnershipChange = { id: edge.id };
      for (const field of chosen) {
        if (field === 'partnerKind' && fields.partnerKind) change.partnerKind = fields.partnerKind;
        if (field === 'marriageDate') change.start = storedDate(fields.marriageDate);
        if (field === 'marriagePlace') change.startPlace = fields.marriagePlace;
        if (field === 'divorceDate') change.end = storedDate(fields.divorceDate);
      }
      if (Object.keys(change).length > 1) changes.push(change);
    }
    for (const link of family.newLinks) {
      const [fromId, toId] = [memberIds.get(link.from), memberIds.get(link.to)];
      if (!fromId || !toId || fromId === toId) continue;
      if (link.kind === 'parent') {
        wanted.push({ line: planned.line, edge: { fromId, toId, kind: 'parent', pedigree: link.pedigree } });
      } else {
        const [start, end] = [storedDate(fields.marriageDate), storedDate(fields.divorceDate)];
        const pair = fromId < toId ? { fromId, toId } : { fromId: toId, toId: fromId };
        wanted.push({ line: planned.line, edge: { ...pair, kind: 'partner', partnerKind: fields.partnerKind ?? 'married', start, startPlace: fields.marriagePlace, end } });
      }
    }
    const children = planned.children.flatMap((child) => memberIds.get(child.xref) ?? []);
    const record = {
      source, xref: planned.xref, uid: planned.uid, partner1: partners[0] ?? null, partner2: partners[1] ?? null,
      children, position: planned.position, record: planned.text,
    };
    if (family.kept && sameRecord(family.kept, record)) continue;
    if (family.kept) replaced.push(family.kept.id);
    records.push(record);
  }
  await updatePartnerships(em, treeId, changes);
  const report = wanted.length ? await addLinks(em, treeId, wanted) : [];
  await replaceFamilyRecords(em, treeId, replaced, records);
  return report;
}

function sameRecord(kept: NonNullable<FamilyMerge['kept']>, record: KeptFamilyRecord): boolean {
  return (
    kept.source === record.source && kept.xref === record.xref && kept.uid === record.uid && kept.position === record.position &&
    kept.partner1 === record.partner1 && kept.partner2 === record.partner2 && kept.record === record.record &&
    kept.children.length === record.children.length && kept.children.every((id, i) => id === record.children[i])
  );
}


function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** A child has at most two parents of one pedigree (by birth, adoptive, foster), four in all. */
const PARENTS_PER_PEDIGREE = 2;
const PARENTS_IN_ALL = 4;

/**
 * Adds the links the tree lacks, as the tree's rules allow: a link already there (also one just
 * written for a new family) is not added twice; one that would give a child too many parents, or
 * make someone their own ancestor, is left out and reported.
 */
async function addLinks(em: EntityManager, treeId: string, wanted: readonly LinkRequest[]): Promise<ReportLine[]> {
  const rows = await em.execute<{ from_id: string; to_id: string; kind: string; pedigree: string | null }[]>(
    `select from_id, to_id, kind, pedigree from family_relationships where tree_id = ?::uuid and kind in ('parent', 'partner')`,
    [treeId],
  );
  const existing = new Set(rows.map((r) => `${r.from_id}:${r.to_id}:${r.kind}`));
  const childrenOf = new Map<string, string[]>();
  const parentsOf = new Map<string, (string | null)[]>();
  const link = (parent: string, child: string, pedigree: string | null) => {
    listOf(childrenOf, parent).push(child);
    listOf(parentsOf, child).push(pedigree ?? 'birth');
  };
  for (const r of rows) if (r.kind === 'parent') link(r.from_id, r.to_id, r.pedigree);

  const added: BulkEdge[] = [];
  const report: ReportLine[] = [];
  for (const { edge, line } of wanted) {
    const key = `${edge.fromId}:${edge.toId}:${edge.kind}`;
    if (existing.has(key) || edge.fromId === edge.toId) continue;
    if (edge.kind === 'parent') {
      const parents = parentsOf.get(edge.toId) ?? [];
      const pedigree = edge.pedigree ?? 'birth';
      if (parents.length >= PARENTS_IN_ALL || parents.filter((p) => p === pedigree).length >= PARENTS_PER_PEDIGREE) {
        report.push({ line, message: t('gedcom:merge.tooManyParents') });
        continue;
      }
      if (reaches(childrenOf, edge.toId, edge.fromId)) {
        report.push({ line, message: t('gedcom:merge.ownAncestor') });
        continue;
      }
      link(edge.fromId, edge.toId, edge.pedigree ?? null);
    }
    existing.add(key);
    added.push(edge);
  }
  await insertRelationships(em, treeId, added);
  return report;
}

/** Whether `to` is `from` or one of their descendants. */
function reaches(childrenOf: Map<string, string[]>, from: string, to: string): boolean {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === to) return true;
    for (const child of childrenOf.get(id) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
    }
  }
  return false;
}
