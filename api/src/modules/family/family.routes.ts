import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../../app-state.ts';
import { checkFields, jsonFields } from '../../rest/request-input.ts';
import { getSelfMember, treeMembers } from './member.service.ts';
import { addFamilyMember, addRelationship, treeRelationships } from './relationship.service.ts';
import { presentMember, presentRelationship } from './family.presenter.ts';
import { NEW_MEMBER_NAMES, NEW_RELATIONSHIP_NAMES, newMemberBodyRules, treePageRules } from './family.schema.ts';
import { newRelationshipRules } from './relationship.rules.ts';

/** REST compatibility routes of the earlier client (spec section 7), over the family services. */
export const familyRoutes = new Router<AppState>()
  .get('/api/family-members/user/:userId', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const { userId, limit, offset } = await checkFields(treePageRules, { ...ctx.query, userId: ctx.params.userId });
    const members = await treeMembers(serviceContext(ctx.state), userId, limit, offset);
    ctx.body = members.map(presentMember);
  })
  .get('/api/relationships/user/:userId', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const { userId, limit, offset } = await checkFields(treePageRules, { ...ctx.query, userId: ctx.params.userId });
    const edges = await treeRelationships(serviceContext(ctx.state), userId, limit, offset);
    ctx.body = edges.map(presentRelationship);
  })
  .post('/api/family-members', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const { profilePicture: _none, ...member } = await checkFields(newMemberBodyRules, jsonFields(ctx), NEW_MEMBER_NAMES);
    const added = await addFamilyMember(serviceContext(ctx.state), { ...member, relationshipType: 'other' });
    ctx.status = 201;
    ctx.body = presentMember(added.member);
  })
  .post('/api/relationships', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { fromId, toId, type } = await checkFields(newRelationshipRules, jsonFields(ctx), NEW_RELATIONSHIP_NAMES);
    const edges = await addRelationship(sc, { fromId, toId: toId ?? (await getSelfMember(sc)).id, type });
    ctx.status = 201;
    ctx.body = edges.map(presentRelationship);
  });
