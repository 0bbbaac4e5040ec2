import { useMutation } from '@apollo/client/react';
import { forgetRecentActivity } from '../../apollo/cache';
import { AccessTokensDocument } from './accessTokensQuery';
import { CreateAccessTokenDocument } from './createAccessToken';
import { RevokeAccessTokenDocument } from './revokeAccessToken';

/** Creating and revoking tokens, keeping the cached list in step without a refetch. */
export function useAccessTokenMutations() {
  const [create, createState] = useMutation(CreateAccessTokenDocument, {
    update(cache, { data }) {
      const created = data?.createAccessToken.accessToken;
      if (!created) return;
      cache.updateQuery({ query: AccessTokensDocument }, (existing) =>
        existing ? { accessTokens: [created, ...existing.accessTokens] } : existing,
      );
      forgetRecentActivity(cache);
    },
  });
  const [revoke, revokeState] = useMutation(RevokeAccessTokenDocument, {
    update(cache, { data }) {
      const revoked = data?.revokeAccessToken;
      if (!revoked) return;
      cache.updateQuery({ query: AccessTokensDocument }, (existing) =>
        existing ? { accessTokens: existing.accessTokens.filter((t) => t.id !== revoked.id) } : existing,
      );
      forgetRecentActivity(cache);
    },
  });
  return { create, creating: createState.loading, revoke, revoking: revokeState.loading };
}
