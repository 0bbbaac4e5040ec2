import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('yourData');
  const me = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-only' }).data?.me;
  const [deleting, setDeleting] = useState(false);
  if (!me) return null;
  const administrator = me.role === 'ADMINISTRATOR';
  return (
    <Card component="section" aria-labelledby="your-data-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="your-data-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            {t('download.text')}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadRoundedIcon />} href="/api/me/export" download sx={{ flexGrow: { xs: 1, sm: 0 } }}>
            {t('download.button')}
          </Button>
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            {administrator
              ? t('delete.administrator')
              : t('delete.text')}
          </Typography>
          {!administrator && (
            <Button color="error" variant="outlined" onClick={() => setDeleting(true)} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
              {t('delete.button')}
            </Button>
          )}
        </Box>
        <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} email={me.email} />
      </CardContent>
    </Card>
  );
}
