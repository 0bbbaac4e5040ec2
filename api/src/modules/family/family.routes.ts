import Router from '@koa/router';
import type { Context } from 'koa';
import { invalid } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../../app-state.ts';
import { getSelfMember, treeMembers } from './member.service.ts';
import { addFamilyMember, addRelationship, treeRelationships } from './relationship.service.ts';
import { presentMember, presentRelationship } from './family.presenter.ts';

type Body = Record<string, unknown>;
const text = (v: unknown) => (v == null ? null : String(v));

function page(ctx: Context) {
  const limit = Number(ctx.query.limit ?? 1000);
  const offset = Number(ctx.query.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 5000 || !Number.isInteger(offset) || offset < 0) {
    throw invalid('limit must be 1–5000 and offset not negative.');
  }
  return { limit, offset };
}

/** REST compatibility routes of the earlier client (spec section 7), over the family services. */
export const familyRoutes = new Router<AppState>()
  .get('/api/family-members/user/:userId', async (ctx) => {
    const { limit, offset } = page(ctx);
    const members = await treeMembers(serviceContext(ctx.state), ctx.params.userId, limit, offset);
    ctx.body = members.map(presentMember);
  })
  .get('/api/relationships/user/:userId', async (ctx) => {
    const { limit, offset } = page(ctx);
    const edges = await treeRelationships(serviceContext(ctx.state), ctx.params.userId, limit, offset);
    ctx.body = edges.map(presentRelationship);
  })
  .post('/api/family-members', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const b = (ctx.request.body ?? {}) as Body;
    const { member } = await addFamilyMember(serviceContext(ctx.state), {
      firstName: String(b.first_name ?? b.firstName ?? ''),
      lastName: String(b.last_name ?? b.lastName ?? ''),
      dateOfBirth: text(b.date_of_birth ?? b.dateOfBirth),
      dateOfDeath: text(b.date_of_death ?? b.dateOfDeath),
      bio: text(b.bio),
      gender: text(b.gender) ?? 'other',
      isAlive: typeof (b.is_alive ?? b.isAlive) === 'boolean' ? ((b.is_alive ?? b.isAlive) as boolean) : null,
      relationshipType: 'other',
    });
    ctx.status = 201;
    ctx.body = presentMember(member);
  })
  .post('/api/relationships', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const b = (ctx.request.body ?? {}) as Body;
    const toId = b.to_member_id == null ? (await getSelfMember(sc)).id : String(b.to_member_id);
    const edges = await addRelationship(sc, { fromId: String(b.from_member_id ?? ''), toId, type: String(b.relationship_type ?? '') });
    ctx.status = 201;
    ctx.body = edges.map(presentRelationship);
  });
