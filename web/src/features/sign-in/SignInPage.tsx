import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { SIGN_IN_HREF } from '../../session/authLinks';
import { registration } from './accountForms';
import { AuthLayout } from './AuthLayout';
import { CreateAccountForm } from './CreateAccountForm';
import { InteractionProblem } from './InteractionProblem';
import { InvitationIntro } from './InvitationIntro';
import { InvitationPreviewDocument } from './invitationPreviewQuery';
import { signInWithPasskey } from './passkeySignIn';
import { SignInForm } from './SignInForm';
import { SignInOptionsDocument } from './signInOptionsQuery';
import { SwitchLink } from './SwitchLink';
import { useInteraction } from './useInteraction';

const INVITATION_UNUSABLE = 'This invitation link has expired or was already used. Ask for a new one.';

/** A form with a line under it that switches to the other form, when there is one. */
function WithSwitchLink({ children, link }: { children: ReactNode; link: ReactNode }) {
  if (!link) return children;
  return (
    <Stack spacing={2.5}>
      {children}
      <Divider />
      {link}
    </Stack>
  );
}

/**
 * The built-in sign-in page of one sign-in attempt (`uid`): the first visit creates the
 * administrator; an invitation link leads to creating an account; everyone else signs in.
 */
export function SignInPage() {
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const options = useQuery(SignInOptionsDocument);
  const signInOptions = options.data?.signInOptions;
  const preview = useQuery(InvitationPreviewDocument, {
    variables: { token: invitation ?? '' },
    skip: !invitation || !signInOptions || signInOptions.needsAdministrator,
  });
  const [chosen, setChosen] = useState<'sign-in' | 'register' | null>(null);
  const { problem, setProblem, leaving, attempt, finish } = useInteraction(uid);
  const restartHref = invitation ? `${SIGN_IN_HREF}?invitation=${encodeURIComponent(invitation)}` : SIGN_IN_HREF;

  if ((options.loading && !signInOptions) || preview.loading) {
    return (
      <AuthLayout>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </AuthLayout>
    );
  }
  if (!signInOptions || preview.error) {
    const retry = () => void (preview.error ? preview.refetch() : options.refetch());
    return (
      <AuthLayout title="Sign in to Kinfolk">
        <QueryErrorAlert message="The sign-in page could not be loaded." onRetry={retry} />
      </AuthLayout>
    );
  }

  const problemAlert = <InteractionProblem problem={problem} restartHref={restartHref} />;
  const createAccount = (invitationToken: string | null) => (values: Parameters<typeof registration>[0]) =>
    finish('register', registration(values, invitationToken));

  if (signInOptions.needsAdministrator) {
    return (
      <AuthLayout
        title="Create the administrator account"
        intro="This first account runs the server: it invites your family and can help them back into their accounts."
      >
        {problemAlert}
        <CreateAccountForm leaving={leaving} submitLabel="Create the administrator account" onCreate={createAccount(null)} />
      </AuthLayout>
    );
  }

  const invited = preview.data?.invitationPreview ?? null;
  const invitationUnusable = Boolean(invitation && preview.data && !invited);
  const canRegister = Boolean(invited) || signInOptions.registration === 'OPEN';
  const mode = canRegister ? (chosen ?? (invited ? 'register' : 'sign-in')) : 'sign-in';
  const switchTo = (next: 'sign-in' | 'register') => {
    setProblem(null);
    setChosen(next);
  };

  if (mode === 'register') {
    return (
      <AuthLayout
        title={invited ? `${invited.inviterName} invited you to join the family on Kinfolk` : 'Create your Kinfolk account'}
        intro={invited ? <InvitationIntro invitation={invited} /> : 'Build your family tree and share it with the people in it.'}
      >
        {problemAlert}
        <WithSwitchLink
          link={<SwitchLink text="Already on Kinfolk?" label="I already have an account" onClick={() => switchTo('sign-in')} />}
        >
          <CreateAccountForm leaving={leaving} submitLabel="Create account" onCreate={createAccount(invited ? invitation : null)} />
        </WithSwitchLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in to Kinfolk">
      {invitationUnusable && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {INVITATION_UNUSABLE}
        </Alert>
      )}
      {problemAlert}
      <WithSwitchLink
        link={
          canRegister && (
            <SwitchLink
              text={invited ? 'New to Kinfolk?' : 'New here?'}
              label={invited ? 'Create an account with the invitation' : 'Create an account'}
              onClick={() => switchTo('register')}
            />
          )
        }
      >
        <SignInForm
          leaving={leaving}
          passwordResetByEmail={signInOptions.passwordResetByEmail}
          onSignIn={(values) => finish('sign-in', { email: values.email.trim(), password: values.password })}
          onPasskey={() => attempt(() => signInWithPasskey(uid))}
        />
      </WithSwitchLink>
    </AuthLayout>
  );
}
