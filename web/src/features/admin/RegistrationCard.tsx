import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Registration } from '../../gql/graphql';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { ServerStatusDocument, SetRegistrationDocument } from './serverStatusQuery';

/** Who may create an account: by invitation, or anyone who reaches the server. */
export function RegistrationCard({ registration }: { registration: Registration }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [setRegistration, { loading }] = useMutation(SetRegistrationDocument, { refetchQueries: [ServerStatusDocument] });
  const change = async (mode: Registration) => {
    try {
      await setRegistration({ variables: { mode } });
      toast({ title: mode === 'OPEN' ? t('registration.nowOpen') : t('registration.nowInvite'), variant: 'success' });
    } catch (e) {
      toast({ title: t('registration.notChanged'), text: errorMessageOf(e, t('registration.saveFailed')), variant: 'error' });
    }
  };
  return (
    <Card component="section" aria-labelledby="registration-title">
      <CardContent>
        <Typography id="registration-title" variant="h6" component="h2" gutterBottom>
          {t('registration.title')}
        </Typography>
        <RadioGroup aria-labelledby="registration-title" value={registration} onChange={(e) => void change(e.target.value as Registration)}>
          <FormControlLabel value="INVITE" control={<Radio />} disabled={loading} label={t('registration.invite')} />
          <FormControlLabel value="OPEN" control={<Radio />} disabled={loading} label={t('registration.open')} />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('registration.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
