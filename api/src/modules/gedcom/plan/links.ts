import type { GedcomRecord } from '../reader/index.ts';
import { childPedigreeOf, PARTNER_TAGS, pedigreeOf } from './family-fields.ts';
import { familyAt, personAt, type PlacedRecord, type SortedRecords } from './records.ts';
import { firstChild, pointerOf, type Report, VOID } from './structures.ts';
import type { PlannedPedigree } from './types.ts';
import { t } from '../../../i18n.ts';

/** A child link while the plan is repaired: where it was written, and whether a repair dropped it. */
export interface DraftChild {
  xref: string;
  /** The child's index among the people. */
  person: number;
  pedigree: PlannedPedigree | null;
  line: number;
  dropped: boolean;
}

export interface DraftFamily extends PlacedRecord {
  partners: string[];
  /** The partners' indices among the people. */
  parents: number[];
  children: DraftChild[];
  /** The children's xrefs once there are many, to check a link in constant time however big the family. */
  childSet: Set<string> | null;
}

/** What the people's own records say of their pedigrees: family index → child → pedigree. */
interface Pedigrees {
  stated: Map<number, Map<string, PlannedPedigree>>;
  adopted: Map<number, Set<string>>;
}

const MANY_CHILDREN = 16;

function addChild(family: DraftFamily, child: DraftChild): void {
  family.children.push(child);
  if (family.childSet) family.childSet.add(child.xref);
  else if (family.children.length > MANY_CHILDREN) family.childSet = new Set(family.children.map((c) => c.xref));
}

function hasChild(family: DraftFamily, xref: string): boolean {
  return family.childSet ? family.childSet.has(xref) : family.children.some((child) => child.xref === xref);
}

/** The index a link structure points to, reporting a pointer that leads nowhere; -1 to skip it. */
function target(link: GedcomRecord, owner: string, find: (xref: string) => number, kind: 'person' | 'family', report: Report): number {
  const value = link.value.trim();
  if (value === VOID) return -1;
  const pointer = pointerOf(value);
  const found = pointer ? find(pointer) : -1;
  const words = { tag: link.tag, owner, pointer };
  if (!pointer) report(link.line, kind === 'person' ? t('gedcom:link.notToPerson', words) : t('gedcom:link.notToFamily', words));
  else if (found < 0) report(link.line, kind === 'person' ? t('gedcom:link.noSuchPerson', words) : t('gedcom:link.noSuchFamily', words));
  return found;
}

/** Partners and children as the FAM records write them, without dangling or repeated pointers. */
function familySide(family: DraftFamily, sorted: SortedRecords, report: Report): void {
  const fam = family.record.xref;
  const findPerson = (xref: string) => personAt(sorted, xref);
  for (const link of family.record.children) {
    const isPartner = PARTNER_TAGS.has(link.tag);
    if (!isPartner && link.tag !== 'CHIL') continue;
    const person = target(link, fam, findPerson, 'person', report);
    if (person < 0) continue;
    const xref = sorted.people[person].record.xref;
    if (family.parents.includes(person)) {
      report(link.line, isPartner ? t('gedcom:link.partnerTwice', { xref, fam }) : t('gedcom:link.partnerAndChild', { xref, fam }));
    } else if (hasChild(family, xref)) {
      report(link.line, isPartner ? t('gedcom:link.childAndPartner', { xref, fam }) : t('gedcom:link.childTwice', { xref, fam }));
    } else if (isPartner && family.parents.length === 2) {
      report(link.line, t('gedcom:link.threePartners', { xref, fam }));
    } else if (isPartner) {
      family.partners.push(xref);
      family.parents.push(person);
    } else {
      addChild(family, { xref, person, pedigree: childPedigreeOf(link), line: link.line, dropped: false });
    }
  }
}

function remember<T>(by: Map<number, T>, family: number, make: () => T): T {
  let found = by.get(family);
  if (found === undefined) by.set(family, (found = make()));
  return found;
}

/** The person's own FAMC/FAMS links: pedigrees, dangling pointers, and links the family itself forgot. */
function personSide(person: number, sorted: SortedRecords, families: DraftFamily[], pedigrees: Pedigrees, report: Report): void {
  const { record } = sorted.people[person];
  const who = record.xref;
  const findFamily = (xref: string) => familyAt(sorted, xref);
  for (const link of record.children) {
    if (link.tag === 'ADOP') {
      const adoptedBy = familyAt(sorted, pointerOf(firstChild(link, 'FAMC')?.value ?? '') ?? '');
      if (adoptedBy >= 0) remember(pedigrees.adopted, adoptedBy, () => new Set<string>()).add(who);
    }
    if (link.tag !== 'FAMC' && link.tag !== 'FAMS') continue;
    const index = target(link, who, findFamily, 'family', report);
    if (index < 0) continue;
    const family = families[index];
    const fam = family.record.xref;
    const isPartner = family.parents.includes(person);
    const isChild = hasChild(family, who);
    if (link.tag === 'FAMC') {
      const pedigree = pedigreeOf(firstChild(link, 'PEDI')?.value);
      if (pedigree) {
        const stated = remember(pedigrees.stated, index, () => new Map<string, PlannedPedigree>());
        if (!stated.has(who)) stated.set(who, pedigree);
      }
      if (isChild) continue;
      if (isPartner) {
        report(link.line, t('gedcom:link.parentsButPartner', { xref: who, fam }));
        continue;
      }
      report(link.line, t('gedcom:link.parentsAdded', { xref: who, fam }));
      addChild(family, { xref: who, person, pedigree: null, line: link.line, dropped: false });
    } else if (isPartner) {
      continue;
    } else if (isChild) {
      report(link.line, t('gedcom:link.ownButChild', { xref: who, fam }));
    } else if (family.parents.length < 2) {
      report(link.line, t('gedcom:link.ownAdded', { xref: who, fam }));
      family.partners.push(who);
      family.parents.push(person);
    } else {
      report(link.line, t('gedcom:link.ownFull', { xref: who, fam }));
    }
  }
}

/**
 * Families with their partners and children resolved against the people of the file, from both
 * sides of each link. A child's pedigree comes from their own FAMC.PEDI first (5.5.1 and 7.0),
 * then the family's CHIL `_FREL`/`_MREL`, then an adoption event naming the family.
 */
export function linkFamilies(sorted: SortedRecords, report: Report): DraftFamily[] {
  const families = sorted.families.map((family): DraftFamily => ({ ...family, partners: [], parents: [], children: [], childSet: null }));
  for (const family of families) familySide(family, sorted, report);
  const pedigrees: Pedigrees = { stated: new Map(), adopted: new Map() };
  for (let person = 0; person < sorted.people.length; person++) personSide(person, sorted, families, pedigrees, report);
  families.forEach((family, index) => {
    const stated = pedigrees.stated.get(index);
    const adopted = pedigrees.adopted.get(index);
    if (!stated && !adopted) return;
    for (const child of family.children) {
      child.pedigree = stated?.get(child.xref) ?? child.pedigree ?? (adopted?.has(child.xref) ? 'adopted' : null);
    }
  });
  return families;
}
