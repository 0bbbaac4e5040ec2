import type { ServiceContext } from '../service-context.ts';
import { FamilyMember } from './family-member.entity.ts';
import { getMember } from './member.service.ts';
import { directLinks, nearestCommonAncestor, type CommonAncestor } from './kinship.repository.ts';
import { inLawName, kinshipName, partnerName, type Sex } from './kinship.ts';

interface Step {
  member: FamilyMember;
  via: string | null;
}

interface Found {
  relation: string;
  path: Step[];
}

const name = (m: FamilyMember) => m.firstName || m.lastName;

/**
 * "How are we related?": blood relations through the nearest common ancestor, direct links
 * (partners and typed links), and in-laws one partnership away.
 */
export async function relationshipBetween(sc: ServiceContext, fromId: string, toId: string) {
  const a = await getMember(sc, fromId);
  const b = await getMember(sc, toId);
  const found = a.id === b.id ? { relation: 'same person', path: [{ member: a, via: null }] } : await relate(sc, a, b);
  if (!found) {
    return { related: false, relation: null, path: [], description: `No relationship between ${name(a)} and ${name(b)} is recorded yet.` };
  }
  return { related: true, relation: found.relation, path: found.path, description: `${name(a)} is ${name(b)}'s ${found.relation}.` };
}

interface Blood {
  /** The name from the first person's side, for a given sex. */
  name: (sex: Sex) => string;
  simple: 'sibling' | 'child' | 'parent' | null;
  path: Step[];
}

async function relate(sc: ServiceContext, a: FamilyMember, b: FamilyMember): Promise<Found | null> {
  const sex = a.gender as Sex;
  const direct = await blood(sc, a.id, b.id);
  if (direct) return { relation: direct.name(sex), path: direct.path };
  const links = await directLinks(sc.em, a.id, b.id);
  const partnerLink = links.between.find((l) => l.kind === 'partner');
  if (partnerLink) return { relation: partnerName(sex, partnerLink.partnerKind), path: [{ member: a, via: null }, { member: b, via: 'partner' }] };

  // In-laws: a blood relative of a partner ("husband's sister"), or the partner of a blood relative.
  for (const partner of links.partnersOfB) {
    const viaPartner = await blood(sc, a.id, partner.id);
    if (!viaPartner) continue;
    const q = (await membersById(sc, [partner.id]))[0];
    const relation = viaPartner.simple ? inLawName(viaPartner.simple, sex) : `${partnerName(q.gender as Sex, partner.partnerKind)}'s ${viaPartner.name(sex)}`;
    return { relation, path: [...viaPartner.path, { member: b, via: 'partner' }] };
  }
  for (const partner of links.partnersOfA) {
    const viaPartner = await blood(sc, partner.id, b.id);
    if (!viaPartner) continue;
    const p = (await membersById(sc, [partner.id]))[0];
    const relation = viaPartner.simple === 'sibling' || viaPartner.simple === 'child' ? inLawName(viaPartner.simple, sex) : `${viaPartner.name(p.gender as Sex)}'s ${partnerName(sex, partner.partnerKind)}`;
    return { relation, path: [{ member: a, via: null }, ...viaPartner.path.map((step, i) => (i === 0 ? { ...step, via: 'partner' } : step))] };
  }
  return null;
}

/** A blood relation through a common ancestor, or a typed link recorded between the two. */
async function blood(sc: ServiceContext, a: string, b: string): Promise<Blood | null> {
  const common = await nearestCommonAncestor(sc.em, a, b);
  if (common) {
    const half = common.up === 1 && common.down === 1 && common.shared === 1;
    return { name: (sex) => kinshipName(common.up, common.down, sex, half), simple: simpleRelation(common), path: await bloodPath(sc, common) };
  }
  const { between } = await directLinks(sc.em, a, b);
  const link = between.find((l) => l.kind !== 'partner');
  if (!link) return null;
  const [ma, mb] = await membersById(sc, [a, b]);
  return {
    name: (sex) => directName(link.kind, link.fromId === a, sex, null),
    simple: link.kind === 'sibling' ? 'sibling' : null,
    path: [{ member: ma, via: null }, { member: mb, via: link.kind }],
  };
}

/** Parent, child or sibling, when the blood relation is that simple. */
function simpleRelation(c: CommonAncestor): 'sibling' | 'child' | 'parent' | null {
  if (c.up === 1 && c.down === 1) return 'sibling';
  if (c.up === 0 && c.down === 1) return 'parent';
  if (c.up === 1 && c.down === 0) return 'child';
  return null;
}

function directName(kind: string, aIsFrom: boolean, sex: Sex, partnerKind: string | null): string {
  switch (kind) {
    case 'partner':
      return partnerName(sex, partnerKind);
    case 'sibling':
      return kinshipName(1, 1, sex);
    case 'cousin':
      return 'cousin';
    case 'uncle_aunt':
      return aIsFrom ? kinshipName(1, 2, sex) : kinshipName(2, 1, sex);
    default:
      return kind;
  }
}

/** The people from the first person up to the common ancestor and down to the second. */
async function bloodPath(sc: ServiceContext, c: CommonAncestor): Promise<Step[]> {
  const ids = [...c.pathA, ...c.pathB.slice(0, -1).reverse()];
  const vias = [null, ...c.kindsA, ...c.kindsB.slice().reverse().map((k) => (k === 'grandparent' ? 'grandchild' : 'child'))];
  const members = await membersById(sc, ids);
  return members.map((member, i) => ({ member, via: vias[i] ?? null }));
}

/** Members of the viewer's tree in the order of `ids`, in one query. */
async function membersById(sc: ServiceContext, ids: string[]): Promise<FamilyMember[]> {
  const found = await sc.em.find(FamilyMember, { id: { $in: ids }, owner: sc.viewer! });
  const byId = new Map(found.map((m) => [m.id, m]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}
