import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { hasPassword } from './account.service.ts';
import { createInvitation, invitationPreview, invitationStatus, listInvitations, revokeInvitation } from './invitation.service.ts';
import { beginPasskeyRegistration, finishPasskeyRegistration, listPasskeys, removePasskey } from './passkey.service.ts';
import { changePassword, createPasswordResetLink, requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { listAccounts, setAccountDisabled, setRegistration, signInOptions } from './account-admin.service.ts';
import { presentRole } from './account.presenter.ts';

export const accountResolvers: Resolvers = {
  Query: {
    signInOptions: (_parent, _args, ctx) => signInOptions(ctx),
    invitationPreview: (_parent, { token }, ctx) => invitationPreview(ctx, token),
    invitations: (_parent, _args, ctx) => listInvitations(ctx),
    passkeys: (_parent, _args, ctx) => listPasskeys(ctx),
    accounts: (_parent, args, ctx) => listAccounts(ctx, { search: args.search, first: args.first ?? 50, offset: args.offset ?? 0 }),
  },
  Mutation: {
    createInvitation: (_parent, { input }, ctx) => createInvitation(ctx, input?.note),
    revokeInvitation: (_parent, { id }, ctx) => revokeInvitation(ctx, id),
    changePassword: (_parent, { input }, ctx) => changePassword(ctx, input, ctx.sessionId),
    beginPasskeyRegistration: (_parent, _args, ctx) => beginPasskeyRegistration(ctx),
    finishPasskeyRegistration: (_parent, { input }, ctx) => finishPasskeyRegistration(ctx, input.response, input.name),
    removePasskey: (_parent, { id }, ctx) => removePasskey(ctx, id),
    createPasswordResetLink: (_parent, { userId }, ctx) => createPasswordResetLink(ctx, userId),
    requestPasswordReset: (_parent, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_parent, { input }, ctx) => resetPassword(ctx, input.token, input.newPassword),
    setAccountDisabled: (_parent, { userId, disabled }, ctx) => setAccountDisabled(ctx, userId, disabled),
    setRegistration: (_parent, { mode }, ctx) => setRegistration(ctx, mode === 'OPEN' ? 'open' : 'invite'),
  },
  User: {
    role: (user) => presentRole(user.role),
    hasPassword: (user, _args, ctx) => (can(ctx, 'read', 'User', user) ? hasPassword(ctx.em, user) : false),
  },
  Invitation: {
    status: (invitation) => invitationStatus(invitation),
    note: (invitation) => invitation.note ?? null,
    acceptedBy: (invitation) => invitation.acceptedBy ?? null,
  },
  Account: {
    role: (account) => presentRole(account.role),
  },
};
