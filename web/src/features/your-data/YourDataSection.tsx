import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { CurrentUserDocument } from '../../session/currentUser';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The profile page's "Your data": download everything one created, or delete one's account. */
export function YourDataSection() {
  const me = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-only' }).data?.me;
  const [deleting, setDeleting] = useState(false);
  if (!me) return null;
  const administrator = me.role === 'ADMINISTRATOR';
  return (
    <Card component="section" aria-labelledby="your-data-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="your-data-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Your data
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            Everything you created — your profile, the trees you own (as GEDCOM), your memories with their photos and videos, your
            stories and events — in one ZIP file.
          </Typography>
          <Button variant="outlined" startIcon={<DownloadRoundedIcon />} href="/api/me/export" download sx={{ flexGrow: { xs: 1, sm: 0 } }}>
            Download your data
          </Button>
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            {administrator
              ? 'You run this server, so your account cannot be deleted.'
              : 'Delete your account and what you made, choosing first what becomes of the trees you own.'}
          </Typography>
          {!administrator && (
            <Button color="error" variant="outlined" onClick={() => setDeleting(true)} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
              Delete your account
            </Button>
          )}
        </Box>
        <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} email={me.email} />
      </CardContent>
    </Card>
  );
}
