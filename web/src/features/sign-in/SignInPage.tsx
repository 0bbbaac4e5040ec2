import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('signIn');
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
          <CircularProgress aria-label={t('page.loading')} />
        </Box>
      </AuthLayout>
    );
  }
  if (!signInOptions || preview.error) {
    const retry = () => void (preview.error ? preview.refetch() : options.refetch());
    return (
      <AuthLayout title={t('page.signInTitle')}>
        <QueryErrorAlert message={t('page.loadFailed')} onRetry={retry} />
      </AuthLayout>
    );
  }

  const problemAlert = <InteractionProblem problem={problem} restartHref={restartHref} />;
  const createAccount = (invitationToken: string | null) => (values: Parameters<typeof registration>[0]) =>
    finish('register', registration(values, invitationToken));

  if (signInOptions.needsAdministrator) {
    return (
      <AuthLayout
        title={t('page.administratorTitle')}
        intro={t('page.administratorIntro')}
      >
        {problemAlert}
        <CreateAccountForm leaving={leaving} submitLabel={t('page.administratorTitle')} onCreate={createAccount(null)} />
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
        title={invited ? t('page.invitedTitle', { name: invited.inviterName }) : t('page.registerTitle')}
        intro={invited ? <InvitationIntro invitation={invited} /> : t('page.registerIntro')}
      >
        {problemAlert}
        <WithSwitchLink
          link={<SwitchLink text={t('page.alreadyOnKinfolk')} label={t('page.haveAccount')} onClick={() => switchTo('sign-in')} />}
        >
          <CreateAccountForm leaving={leaving} submitLabel={t('page.createAccount')} onCreate={createAccount(invited ? invitation : null)} />
        </WithSwitchLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('page.signInTitle')}>
      {invitationUnusable && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('page.invitationUnusable')}
        </Alert>
      )}
      {problemAlert}
      <WithSwitchLink
        link={
          canRegister && (
            <SwitchLink
              text={invited ? t('page.newToKinfolk') : t('page.newHere')}
              label={invited ? t('page.registerWithInvitation') : t('page.register')}
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
