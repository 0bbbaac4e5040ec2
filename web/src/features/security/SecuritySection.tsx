import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import { CurrentUserDocument } from '../../session/currentUser';
import { PasskeysPart } from './PasskeysPart';
import { PasswordPart } from './PasswordPart';

/** How the viewer signs in: their password and passkeys. */
export function SecuritySection() {
  const { t } = useTranslation('security');
  // Already loaded by the app shell; read from the cache.
  const { data } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  return (
    <Card component="section" aria-labelledby="security-title">
      <CardHeader
        avatar={<ShieldRoundedIcon color="primary" />}
        title={t('section.title')}
        subheader={t('section.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'security-title' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2.5 }}>
        {me && <PasswordPart userId={me.id} hasPassword={me.hasPassword} />}
        <Divider />
        <PasskeysPart />
      </CardContent>
    </Card>
  );
}
