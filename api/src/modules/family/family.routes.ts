import Router from '@koa/router';
import { notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { checkFields, jsonFields } from '../../input/request-input.ts';
import type { ServiceContext } from '../service-context.ts';
import { homeTreeId, treeOwner } from '../trees/index.ts';
import { getMember, treeMembers, viewerPerson } from './people/member.service.ts';
import { addFamilyMember } from './add-family-member.command.ts';
import { addRelationship, treeRelationships } from './relationships/relationship.service.ts';
import { presentMember, presentRelationship } from './family.presenter.ts';
import { NEW_MEMBER_NAMES, NEW_RELATIONSHIP_NAMES, newMemberBodyRules, treePageRules } from './family.schema.ts';
import { newRelationshipRules } from './relationships/relationship.input.ts';

/** The tree a REST list reads: the one named, else the user's own; NOT_FOUND unless the viewer has access. */
async function listedTree(sc: ServiceContext, userId: string, treeId: string | null | undefined) {
  const id = treeId ?? (await homeTreeId(sc.em, userId));
  if (!id) throw notFound('Tree');
  return id;
}

/** REST compatibility routes of the earlier client (spec section 7), over the family services. */
export const familyRoutes = new Router<AppState>()
  .get('/api/family-members/user/:userId', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { userId, treeId, limit, offset } = await checkFields(treePageRules, { ...ctx.query, userId: ctx.params.userId }, { tree_id: 'treeId' });
    const members = await treeMembers(sc, await listedTree(sc, userId, treeId), limit, offset);
    const owner = members.length ? (await treeOwner(sc.em, members[0].tree.id)).id : userId;
    ctx.body = members.map(presentMember(sc, owner));
  })
  .get('/api/relationships/user/:userId', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { userId, treeId, limit, offset } = await checkFields(treePageRules, { ...ctx.query, userId: ctx.params.userId }, { tree_id: 'treeId' });
    const edges = await treeRelationships(sc, await listedTree(sc, userId, treeId), limit, offset);
    await sc.em.populate(edges, ['from', 'to']);
    const owner = edges.length ? (await treeOwner(sc.em, edges[0].tree.id)).id : userId;
    ctx.body = edges.map(presentRelationship(sc, owner));
  })
  .post('/api/family-members', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { profilePicture: _none, ...member } = await checkFields(newMemberBodyRules, jsonFields(ctx), NEW_MEMBER_NAMES);
    const added = await addFamilyMember(sc, { ...member, relationshipType: 'other' });
    ctx.status = 201;
    ctx.body = presentMember(sc, (await treeOwner(sc.em, added.member.tree.id)).id)(added.member);
  })
  .post('/api/relationships', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { fromId, toId, type } = await checkFields(newRelationshipRules, jsonFields(ctx), NEW_RELATIONSHIP_NAMES);
    // Without a second person: the viewer's own person in the first one's tree (the earlier client's default).
    const relative = toId ?? (await viewerPerson(sc, (await getMember(sc, fromId)).tree.id))?.id;
    if (!relative) throw notFound('Family member');
    const edges = await addRelationship(sc, { fromId, toId: relative, type });
    await sc.em.populate(edges, ['from', 'to']);
    const owner = edges.length ? (await treeOwner(sc.em, edges[0].tree.id)).id : sc.viewer!.id;
    ctx.status = 201;
    ctx.body = edges.map(presentRelationship(sc, owner));
  });
