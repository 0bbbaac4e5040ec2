import { Route, Routes } from 'react-router-dom';
import type { UserEvent } from '@testing-library/user-event';
import type { SignInOptionsQuery } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { InvitationPreviewDocument } from '../invitationPreviewQuery';
import { SignInOptionsDocument } from '../signInOptionsQuery';
import { SignInPage } from '../SignInPage';

type Options = Omit<SignInOptionsQuery['signInOptions'], '__typename'>;

export const optionsMock = (options: Partial<Options> = {}) => ({
  request: { query: SignInOptionsDocument },
  result: {
    data: {
      signInOptions: {
        __typename: 'SignInOptions' as const,
        needsAdministrator: false,
        registration: 'INVITE' as const,
        builtInAccounts: true,
        passwordResetByEmail: false,
        ...options,
      },
    },
  },
});

export const previewMock = (token: string, preview: { inviterName: string; note: string | null } | null) => ({
  request: { query: InvitationPreviewDocument, variables: { token } },
  result: {
    data: {
      invitationPreview: preview && { __typename: 'InvitationPreview' as const, ...preview, expiresAt: '2026-12-01T10:00:00.000Z' },
    },
  },
});

export const STEP = '/oidc/interaction/abc123';

/** Puts text in a field as a paste: typing whole passwords key by key is slow in jsdom. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export function renderPage(mocks: object[], route = '/sign-in/abc123') {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-in/:uid" element={<SignInPage />} />
    </Routes>,
    { mocks: mocks as never, route },
  );
}
