import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BiotechRoundedIcon from '@mui/icons-material/BiotechRounded';
import { DNA_PATH } from './dnaPaths';

/** Whether a query failed because what it asked for is not there (or not the viewer's: they look alike on purpose). */
export const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/** A kit or match that does not exist or is not the viewer's, with the way back to their kits. */
export function DnaNotFound({ title }: { title: string }) {
  const { t } = useTranslation('dna');
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <BiotechRoundedIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={DNA_PATH}>
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
