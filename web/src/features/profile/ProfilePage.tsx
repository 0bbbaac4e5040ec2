import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileDocument } from './profileQuery';
import { ProfileView } from './ProfileView';

interface ProfilePageProps {
  /** More sections to show under the profile, e.g. the access tokens. */
  extraSections?: ReactNode;
}

export function ProfilePage({ extraSections }: ProfilePageProps) {
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(ProfileDocument);

  if (loading && !data) return <LoadingScreen fullHeight={false} />;
  if (!data?.me) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {error ? 'Your profile could not be loaded.' : 'You are signed out.'}
      </Alert>
    );
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
