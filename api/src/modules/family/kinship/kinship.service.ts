import { invalid, notFound } from '../../../errors.ts';
import { requestLanguage, t, type Language } from '../../../i18n.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { isPersonOf, linkOf } from '../../../policies/family-member.policy.ts';
import { rememberGrant, toGrant } from '../../trees/index.ts';
import { getMember } from '../people/member.service.ts';
import type { ServiceContext } from '../../service-context.ts';
import { isUuid } from '../../../input/validation.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import { kinshipFacts, type CommonAncestor, type KinshipFacts, type Link, type Reach } from './kinship.repository.ts';
import { cousinName, inLawName, kinshipName, partnerName, relativeOf, yourRelation, type Sex } from './kinship.ts';

interface Found {
  relation: (sexOf: (id: string) => Sex) => string;
  /** Member ids from the first to the second member, each with how it follows the previous one. */
  steps: { id: string; via: string | null }[];
}

/**
 * "How are we related?": blood relations through the nearest common ancestor, direct links
 * (partners and typed links), and in-laws one partnership away — from one statement of facts.
 */
export async function relationshipBetween(sc: ServiceContext, fromId: string, toId: string) {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(fromId) || !isUuid(toId)) throw notFound('Family member');
  const facts = await kinshipFacts(sc.em, viewer.id, fromId, toId);
  if (!facts.grant || !facts.members.includes(fromId)) throw notFound('Family member');
  if (!facts.members.includes(toId)) {
    // Not a person the viewer sees in this tree: NOT_FOUND, unless they see them in another tree.
    await getMember(sc, toId);
    throw invalid(t('family:kinship.differentTrees'), { toId: t('family:field.sameTree') });
  }
  const grant = toGrant(facts.grant);
  rememberGrant(sc, grant);
  const language = requestLanguage();
  const found = fromId === toId ? { relation: () => kinshipName(0, 0, 'other', false, language), steps: [{ id: fromId, via: null }] } : explain(facts, fromId, toId, language);
  const members = await membersById(sc, grant.treeId, found ? found.steps.map((s) => s.id) : [fromId, toId]);
  const byId = new Map(members.map((m) => [m.id, m]));
  const [a, b] = [byId.get(fromId)!, byId.get(toId)!];
  if (!found) return { related: false, relation: null, path: [], description: t('family:kinship.none', { a: nameOf(a, viewer.id), b: nameOf(b, viewer.id) }) };
  const relation = found.relation((id) => (byId.get(id)?.gender ?? 'other') as Sex);
  return {
    related: true,
    relation,
    path: found.steps.map((s) => ({ member: byId.get(s.id)!, via: s.via })),
    description: describeRelation(a, b, relation, viewer.id),
  };
}

const nameOf = (m: FamilyMember, viewerId: string) => (isPersonOf(viewerId, linkOf(m)) ? t('family:kinship.you') : m.firstName || m.lastName);
const firstName = (m: FamilyMember) => m.firstName || m.lastName;

/** "Samuel is Ada's grandfather.", spoken to the viewer when they are one of the two: "Samuel is your grandfather.", "You are Samuel's granddaughter." */
function describeRelation(a: FamilyMember, b: FamilyMember, relation: string, viewerId: string): string {
  if (a.id === b.id) return isPersonOf(viewerId, linkOf(a)) ? t('family:kinship.thatIsYou') : t('family:kinship.thatIs', { name: firstName(a) });
  if (isPersonOf(viewerId, linkOf(a))) return t('family:kinship.youAre', { name: firstName(b), relation });
  if (isPersonOf(viewerId, linkOf(b))) return t('family:kinship.isYour', { name: firstName(a), relation: yourRelation(relation, requestLanguage()) });
  return t('family:kinship.is', { a: firstName(a), b: firstName(b), relation });
}

function explain(facts: KinshipFacts, a: string, b: string, language: Language): Found | null {
  const blood = (x: string, y: string) => bloodBetween(facts, x, y, language);
  const partnerOf = (sex: Sex, kind: string | null) => partnerName(sex, kind, language);
  const direct = blood(a, b);
  if (direct) return { relation: (sexOf) => direct.name(sexOf(a)), steps: direct.steps };
  const partnerLink = linkBetween(facts.links, a, b, true);
  if (partnerLink) return { relation: (sexOf) => partnerOf(sexOf(a), partnerLink.partnerKind), steps: [{ id: a, via: null }, { id: b, via: 'partner' }] };

  // In-laws: a blood relative of a partner ("husband's sister"), or the partner of a blood relative.
  for (const partner of facts.partnersOfB) {
    const via = blood(a, partner.id);
    if (!via) continue;
    return {
      relation: (sexOf) =>
        via.simple ? inLawName(via.simple, sexOf(a), language) : relativeOf(partnerOf(sexOf(partner.id), partner.partnerKind), sexOf(partner.id), via.name(sexOf(a)), language),
      steps: [...via.steps, { id: b, via: 'partner' }],
    };
  }
  for (const partner of facts.partnersOfA) {
    const via = blood(partner.id, b);
    if (!via) continue;
    return {
      relation: (sexOf) =>
        via.simple === 'sibling' || via.simple === 'child'
          ? inLawName(via.simple, sexOf(a), language)
          : relativeOf(via.name(sexOf(partner.id)), sexOf(partner.id), partnerOf(sexOf(a), partner.partnerKind), language),
      steps: [{ id: a, via: null }, ...via.steps.map((s, i) => (i === 0 ? { ...s, via: 'partner' } : s))],
    };
  }
  return null;
}

interface Blood {
  name: (sex: Sex) => string;
  simple: 'sibling' | 'child' | 'parent' | null;
  steps: { id: string; via: string | null }[];
}

/** A blood relation through a common ancestor, or a typed link recorded between the two. */
function bloodBetween(facts: KinshipFacts, x: string, y: string, language: Language): Blood | null {
  const c = facts.ancestors.find((anc) => anc.startA === x && anc.startB === y);
  if (c) {
    const half = c.up === 1 && c.down === 1 && c.shared === 1;
    return { name: (sex) => kinshipName(c.up, c.down, sex, half, language), simple: simpleRelation(c), steps: pathOf(facts.walks, c) };
  }
  const link = linkBetween(facts.links, x, y, false);
  if (!link) return null;
  return { name: (sex) => linkName(link, link.fromId === x, sex, language), simple: link.kind === 'sibling' ? 'sibling' : null, steps: [{ id: x, via: null }, { id: y, via: link.kind }] };
}

function linkBetween(links: Link[], x: string, y: string, partner: boolean) {
  return links.find((l) => (l.kind === 'partner') === partner && ((l.fromId === x && l.toId === y) || (l.fromId === y && l.toId === x)));
}

function linkName(link: Link, xIsFrom: boolean, sex: Sex, language: Language): string {
  const name = (up: number, down: number) => kinshipName(up, down, sex, false, language);
  if (link.kind === 'sibling') return name(1, 1);
  if (link.kind === 'uncle_aunt') return xIsFrom ? name(1, 2) : name(2, 1);
  if (link.kind === 'grandparent') return xIsFrom ? name(0, 2) : name(2, 0);
  if (link.kind === 'parent') return xIsFrom ? name(0, 1) : name(1, 0);
  if (link.kind === 'cousin') return cousinName(sex, language);
  return link.kind;
}

/** Parent, child or sibling, when the blood relation is that simple. */
function simpleRelation(c: CommonAncestor): 'sibling' | 'child' | 'parent' | null {
  if (c.up === 1 && c.down === 1) return 'sibling';
  if (c.up === 0 && c.down === 1) return 'parent';
  if (c.up === 1 && c.down === 0) return 'child';
  return null;
}

/** The people from the first person up to the common ancestor and down to the second. */
function pathOf(walks: Reach[], c: CommonAncestor) {
  const up = climb(walks, 'A', c.startA, c.ancestorId, c.up); // first person … ancestor
  const down = climb(walks, 'B', c.startB, c.ancestorId, c.down); // second person … ancestor
  const steps: { id: string; via: string | null }[] = up.map((s, i) => ({ id: s.id, via: i === 0 ? null : up[i - 1].kindUp }));
  for (let i = down.length - 2; i >= 0; i--) steps.push({ id: down[i].id, via: down[i].kindUp === 'grandparent' ? 'grandchild' : 'child' });
  return steps;
}

/** Follows one walk back from the ancestor to where it started; returns start … ancestor. */
function climb(walks: Reach[], side: 'A' | 'B', start: string, ancestorId: string, depth: number) {
  const chain: { id: string; kindUp: string | null }[] = [{ id: ancestorId, kindUp: null }];
  let id = ancestorId;
  let d = depth;
  while (d > 0) {
    const step = walks.find((w) => w.side === side && w.start === start && w.id === id && w.depth === d);
    if (!step?.prev) break;
    chain.unshift({ id: step.prev, kindUp: step.kind });
    d -= step.kind === 'grandparent' ? 2 : 1;
    id = step.prev;
  }
  return chain;
}

/** Members of the viewer's tree, in one query. */
/** The people of the path: walked only through people the viewer sees, all in one tree. */
async function membersById(sc: ServiceContext, treeId: string, ids: string[]): Promise<FamilyMember[]> {
  return sc.em.find(FamilyMember, { id: { $in: [...new Set(ids)] }, tree: treeId }, { populate: ['linkedUser'] });
}
