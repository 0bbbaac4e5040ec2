import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { branchOfAccess } from '../../policies/tree-access.policy.ts';
import { configureTree, getTree, listTrees, markTreeOpened, pendingTreeInvitations, treeAccessList, treeOwner } from './tree.service.ts';
import { loadGrant, requireGrant } from './grant.service.ts';
import { treePeople } from './tree-people.ts';
import type { ServiceContext } from '../service-context.ts';
import { changeTreeAccess, inviteToTree, leaveTree, linkMemberToUser, removeTreeAccess, respondToTreeInvitation, transferTreeOwnership } from './commands/sharing.command.ts';
import { createTree, deleteTree } from './commands/tree-lifecycle.command.ts';

type AccessLimit = { user: { id: string }; role: string; branchKind?: string | null; branchRootId?: string | null; branchSteps?: number | null };

/** A branch limit as the API shows it; its top person named only where the policy allows (else they do not exist for the reader). */
const presentBranch = async (ctx: ServiceContext, a: AccessLimit) => {
  const kind = branchOfAccess({ role: a.role, branchKind: a.branchKind ?? null });
  if (!kind) return null;
  const root = a.branchRootId ? await treePeople().branchRoot(ctx, a.branchRootId) : null;
  const rootName = root && can(ctx, 'nameBranchRoot', 'TreeAccess', { access: a, rootSeen: root.seen }) ? root.name : null;
  return { kind: kind as 'descendants' | 'nearby', rootId: rootName ? a.branchRootId! : null, steps: a.branchSteps ?? null, rootName };
};

export const treeResolvers: Resolvers = {
  Query: {
    trees: (_parent, _args, ctx) => listTrees(ctx),
    tree: (_parent, { id }, ctx) => getTree(ctx, id),
    treeInvitations: (_parent, _args, ctx) => pendingTreeInvitations(ctx),
  },
  Mutation: {
    createTree: (_parent, { input }, ctx) => createTree(ctx, input.name),
    deleteTree: (_parent, { id }, ctx) => deleteTree(ctx, id),
    updateTree: (_parent, { id, input }, ctx) => configureTree(ctx, id, input),
    openTree: (_parent, { id }, ctx) => markTreeOpened(ctx, id),
    inviteToTree: (_parent, { input }, ctx) => inviteToTree(ctx, input),
    respondToTreeInvitation: (_parent, { id, accept }, ctx) => respondToTreeInvitation(ctx, id, accept),
    changeTreeAccess: (_parent, { id, input }, ctx) => changeTreeAccess(ctx, id, input),
    removeTreeAccess: (_parent, { id }, ctx) => removeTreeAccess(ctx, id),
    leaveTree: (_parent, { treeId }, ctx) => leaveTree(ctx, treeId),
    transferTreeOwnership: (_parent, { treeId, userId }, ctx) => transferTreeOwnership(ctx, treeId, userId),
    linkMemberToUser: (_parent, { memberId, userId }, ctx) => linkMemberToUser(ctx, memberId, userId),
  },
  Tree: {
    viewerRole: async (t, _args, ctx) => (await requireGrant(ctx, t.id)).role,
    viewerBranch: async (t, _args, ctx) => {
      const grant = await requireGrant(ctx, t.id);
      const access = (await treeAccessList(ctx, t.id)).find((a) => a.id === grant.accessId);
      return access ? presentBranch(ctx, access) : null;
    },
    owner: (t, _args, ctx) => treeOwner(ctx.em, t.id),
    memberCount: async (t, _args, ctx) => treePeople().memberCount(ctx, t.id),
    access: (t, _args, ctx) => treeAccessList(ctx, t.id),
    // The grant is loaded first: a mutation's answer (createTree, a hand-over) may come with none cached.
    viewerCan: async (t, _args, ctx) => {
      await loadGrant(ctx, t.id);
      return {
        edit: can(ctx, 'edit', 'Tree', t),
        share: can(ctx, 'share', 'Tree', t),
        configure: can(ctx, 'configure', 'Tree', t),
        delete: can(ctx, 'delete', 'Tree', t),
        leave: can(ctx, 'leave', 'Tree', t),
      };
    },
  },
  TreeAccess: {
    treeId: (a) => a.tree.id,
    treeName: (a) => a.tree.name,
    branch: (a, _args, ctx) => presentBranch(ctx, a),
    invitedBy: (a) => a.invitedBy ?? null,
    viewerCan: async (a, _args, ctx) => {
      await loadGrant(ctx, a.tree.id);
      return { change: can(ctx, 'change', 'TreeAccess', a), respond: can(ctx, 'respond', 'TreeAccess', a) };
    },
  },
};
