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
  const toast = useToast();
  const [setRegistration, { loading }] = useMutation(SetRegistrationDocument, { refetchQueries: [ServerStatusDocument] });
  const change = async (mode: Registration) => {
    try {
      await setRegistration({ variables: { mode } });
      toast({ title: mode === 'OPEN' ? 'Anyone may now create an account' : 'Accounts now need an invitation', variant: 'success' });
    } catch (e) {
      toast({ title: 'Not changed', text: errorMessageOf(e, 'The setting could not be saved. Please try again.'), variant: 'error' });
    }
  };
  return (
    <Card component="section" aria-labelledby="registration-title">
      <CardContent>
        <Typography id="registration-title" variant="h6" component="h2" gutterBottom>
          Who may join
        </Typography>
        <RadioGroup aria-labelledby="registration-title" value={registration} onChange={(e) => void change(e.target.value as Registration)}>
          <FormControlLabel value="INVITE" control={<Radio />} disabled={loading} label="Only people with an invitation link" />
          <FormControlLabel value="OPEN" control={<Radio />} disabled={loading} label="Anyone who reaches this server" />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Applies on every app server at once, whatever REGISTRATION says.
        </Typography>
      </CardContent>
    </Card>
  );
}
