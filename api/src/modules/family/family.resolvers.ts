import type { Pedigree, Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { isLiving } from '../../policies/living.ts';
import { isTheViewer } from '../../policies/family-member.policy.ts';
import { actorOf } from '../../policies/actor.ts';
import { fileUrl, upload } from '../files/index.ts';
import { loadGrant } from '../trees/index.ts';
import { familyStats } from './people/family-stats.service.ts';
import { deleteMember, getMember, listMembers, unplacedMembers, updateMember } from './people/member.service.ts';
import { addFamilyMember } from './add-family-member.command.ts';
import { addRelationship, memberRelationships, removeRelationship } from './relationships/relationship.service.ts';
import { familyTree, familyTreeColumns } from './tree-window/tree-window.service.ts';
import { presentTreeColumns } from './tree-window/tree-columns.presenter.ts';
import { presentTreeWindow } from './tree-window/tree-window.presenter.ts';
import { relationshipBetween } from './kinship/kinship.service.ts';
import { linkRequests, respondToLink, unlinkMember } from './people/link.service.ts';
import { currentTreeId } from '../trees/index.ts';
import type { FamilyMember } from './people/family-member.entity.ts';
import { birthOf, deathOf, endOf, exactDay, presentDate, presentLifeEvent, startOf } from './people/life-dates.ts';
import type { RelationshipShape } from './relationships/relationship.entity.ts';
import type { ServiceContext as GraphQLContext } from '../service-context.ts';

/** A living person's details, or null where the viewer may not see them (policies/living.ts). */
const detail = <T>(m: FamilyMember, ctx: GraphQLContext, value: T): T | null => (can(ctx, 'seeDetails', 'FamilyMember', m) ? value : null);

/** A partnership's dates, shown only when both partners' details are (a window row says so itself). */
const datesShown = (r: RelationshipShape, ctx: GraphQLContext) =>
  'datesHidden' in r ? !r.datesHidden : can(ctx, 'seeDetails', 'FamilyMember', r.from) && can(ctx, 'seeDetails', 'FamilyMember', r.to);

export const familyResolvers: Resolvers = {
  Query: {
    familyStats: (_parent, { treeId }, ctx) => familyStats(ctx, treeId),
    familyMember: (_parent, { id }, ctx) => getMember(ctx, id),
    familyMembers: async (_parent, { treeId, search, first, offset, orderBy }, ctx) =>
      listMembers(ctx, treeId ?? (await currentTreeId(ctx)) ?? '', { search, first: first ?? 50, offset: offset ?? 0, orderBy: orderBy ?? 'name' }),
    unplacedMembers: (_parent, { treeId }, ctx) => unplacedMembers(ctx, treeId),
    relationships: (_parent, { memberId }, ctx) => memberRelationships(ctx, memberId),
    familyTree: async (_parent, { treeId, focusId, generationsUp, generationsDown }, ctx) => {
      const { grant, ...window } = await familyTree(ctx, treeId, focusId, generationsUp ?? 2, generationsDown ?? 2);
      return presentTreeWindow(window, grant, ctx.viewer!.id);
    },
    familyTreeColumns: async (_parent, { treeId, focusId, generationsUp, generationsDown }, ctx) => {
      const { grant, ...window } = await familyTreeColumns(ctx, treeId, focusId, generationsUp ?? 2, generationsDown ?? 2);
      return presentTreeColumns(window, grant, ctx.viewer!.id);
    },
    relationshipBetween: (_parent, { fromId, toId }, ctx) => relationshipBetween(ctx, fromId, toId),
    linkRequests: (_parent, _args, ctx) => linkRequests(ctx),
  },
  Mutation: {
    addFamilyMember: async (_parent, { input }, ctx) => addFamilyMember(ctx, { ...input, photo: await upload(input.photo, ctx.config.maxUploadBytes) }),
    updateFamilyMember: async (_parent, { id, input }, ctx) => updateMember(ctx, id, { ...input, photo: await upload(input.photo, ctx.config.maxUploadBytes) }),
    deleteFamilyMember: (_parent, { id }, ctx) => deleteMember(ctx, id),
    addRelationship: (_parent, { input }, ctx) => addRelationship(ctx, input),
    removeRelationship: (_parent, { id }, ctx) => removeRelationship(ctx, id),
    unlinkMember: (_parent, { memberId }, ctx) => unlinkMember(ctx, memberId),
    respondToLink: (_parent, { memberId, accept }, ctx) => respondToLink(ctx, memberId, accept),
  },
  FamilyMember: {
    fullName: (m) => `${m.firstName} ${m.lastName}`.trim(),
    birth: (m, _args, ctx) => detail(m, ctx, presentDate(birthOf(m))),
    death: (m, _args, ctx) => detail(m, ctx, presentDate(deathOf(m))),
    birthPlace: (m, _args, ctx) => detail(m, ctx, m.birthPlace ?? null),
    deathPlace: (m, _args, ctx) => detail(m, ctx, m.deathPlace ?? null),
    otherNames: (m, _args, ctx) => detail(m, ctx, m.otherNames ?? []) ?? [],
    christening: (m, _args, ctx) => detail(m, ctx, presentLifeEvent(m, 'christening')),
    burial: (m, _args, ctx) => detail(m, ctx, presentLifeEvent(m, 'burial')),
    occupation: (m, _args, ctx) => detail(m, ctx, m.occupation ?? null),
    dateOfBirth: (m, _args, ctx) => detail(m, ctx, exactDay(birthOf(m))),
    dateOfDeath: (m, _args, ctx) => detail(m, ctx, exactDay(deathOf(m))),
    bio: (m, _args, ctx) => detail(m, ctx, m.bio ?? null),
    profilePictureUrl: (m, _args, ctx) => detail(m, ctx, fileUrl(m.profilePicture)),
    isLiving: async (m, _args, ctx) => isLiving(m, (await loadGrant(ctx, m.tree.id))?.livingYears ?? 110),
    detailsHidden: (m, _args, ctx) => !can(ctx, 'seeDetails', 'FamilyMember', m),
    isSelf: (m, _args, ctx) => Boolean(ctx.viewer && isTheViewer(actorOf(ctx.viewer, ctx.grants), m)),
    treeId: (m) => m.tree.id,
    linkedUserId: (m) => m.linkedUser?.id ?? null,
    linkedUser: async (m, _args, ctx) => {
      if (!m.linkedUser) return null;
      await ctx.em.populate(m, ['linkedUser']);
      return m.linkedUser;
    },
    viewerCan: (m, _args, ctx) => ({
      update: can(ctx, 'update', 'FamilyMember', m),
      rename: can(ctx, 'rename', 'FamilyMember', m),
      relate: can(ctx, 'relate', 'FamilyMember', m),
      delete: can(ctx, 'delete', 'FamilyMember', m),
      link: can(ctx, 'link', 'FamilyMember', m),
      confirmLink: can(ctx, 'confirmLink', 'FamilyMember', m),
    }),
  },
  Relationship: {
    fromId: (r) => ('fromId' in r ? r.fromId : r.from.id),
    toId: (r) => ('toId' in r ? r.toId : r.to.id),
    startDate: (r, _args, ctx) => (datesShown(r, ctx) ? (r.startDate ?? null) : null),
    endDate: (r, _args, ctx) => (datesShown(r, ctx) ? (r.endDate ?? null) : null),
    start: (r, _args, ctx) => (datesShown(r, ctx) ? presentDate(startOf(r)) : null),
    startPlace: (r, _args, ctx) => (datesShown(r, ctx) ? (r.startPlace ?? null) : null),
    end: (r, _args, ctx) => (datesShown(r, ctx) ? presentDate(endOf(r)) : null),
    pedigree: (r) => (r.pedigree ?? null) as Pedigree | null,
    viewerCan: (r, _args, ctx) => ({ delete: can(ctx, 'delete', 'FamilyRelationship', 'treeId' in r ? { tree: { id: r.treeId } } : r) }),
  },
};
