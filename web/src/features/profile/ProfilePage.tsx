import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileDocument } from './profileQuery';
import { ProfileView } from './ProfileView';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';

interface ProfilePageProps {
  /** More sections to show under the profile, e.g. the access tokens. */
  extraSections?: ReactNode;
}

export function ProfilePage({ extraSections }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(ProfileDocument);

  if (loading && !data) return <LoadingScreen fullHeight={false} />;
  if (!data?.me) {
    return <QueryErrorAlert message={error ? t('page.loadFailed') : t('page.signedOut')} onRetry={() => void refetch()} />;
  }

  const finish = () => {
    setEditing(false);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack spacing={3}>
      {editing ? (
        <ProfileEditForm user={data.me} onDone={finish} />
      ) : (
        <ProfileView user={data.me} onEdit={() => setEditing(true)} />
      )}
      {!editing && extraSections}
    </Stack>
  );
}
