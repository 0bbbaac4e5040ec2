import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import { PANEL_HEIGHT } from './tree/constants';

/** Shown instead of the tree while the viewer is its only member. */
export function TreeEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('familyTree');
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        minHeight: PANEL_HEIGHT,
        px: 3,
        py: 6,
        borderRadius: 5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ maxWidth: 380 }}>
        <AccountTreeRoundedIcon color="primary" sx={{ fontSize: 56, mb: 2, opacity: 0.85 }} />
        <Typography variant="h5" component="h2" gutterBottom>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('empty.text')}
        </Typography>
        <Button variant="contained" size="large" startIcon={<PersonAddRoundedIcon />} onClick={onAdd}>
          {t('addMember.title')}
        </Button>
      </Box>
    </Box>
  );
}
