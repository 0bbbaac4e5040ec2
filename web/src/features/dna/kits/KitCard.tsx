import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import HandshakeRoundedIcon from '@mui/icons-material/HandshakeRounded';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import type { DnaKitFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/i18n';
import { kitAgreementsPath, kitPath } from '../dnaPaths';
import { DeleteKitDialog } from './DeleteKitDialog';
import { kitName, kitOwnerLine } from './kitName';
import { KitProgress } from './KitProgress';

/** One of the viewer's kits: the file read, whose it is, its comparisons, and the way to its matches and agreements. */
export function KitCard({ kit }: { kit: DnaKitFieldsFragment & { matches: { id: string }[] } }) {
  const { t } = useTranslation('dna');
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const name = kitName(kit);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {kit.ofRelative && <Chip size="small" variant="outlined" label={t('kit.relativeChip')} />}
      </Box>
      <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{kitOwnerLine(kit)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('kit.facts', { markers: formatNumber(kit.markers), date: formatDate(kit.createdAt) })}
      </Typography>
      {kit.relativeConsentAt && (
        <Typography variant="body2" color="text.secondary">
          {t('kit.consentOn', { date: formatDate(kit.relativeConsentAt) })}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        <KitProgress kit={kit} matchCount={kit.matches.length} />
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
        <Button variant="contained" component={RouterLink} to={kitPath(kit.id)} startIcon={<PeopleAltRoundedIcon />} aria-label={t('kit.matchesOf', { name })}>
          {t('kit.matches')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={kitAgreementsPath(kit.id)} startIcon={<HandshakeRoundedIcon />} aria-label={t('kit.agreementsOf', { name })}>
          {t('kit.agreements')}
        </Button>
        {kit.viewerCan.delete && (
          <Button
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={() => setDeleting(true)}
            aria-label={t('kit.deleteOf', { name })}
            // The dark scheme's red is 4.4:1 on a card: its lighter red reads at 4.5:1 and more.
            sx={(theme) => theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.error.light })}
          >
            {t('kit.delete')}
          </Button>
        )}
      </Stack>
      {deleting && <DeleteKitDialog kit={{ id: kit.id, name }} onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
