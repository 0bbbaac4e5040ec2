import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tKey } from '../../../lib/i18n';
import { treeColours } from './treeColours';

const entries = [
  { label: tKey('legend.parentChild'), dash: undefined, colour: treeColours.parentLine },
  { label: tKey('legend.partners'), dash: undefined, colour: treeColours.partnerLine },
  { label: tKey('legend.ended'), dash: '7 5', colour: treeColours.partnerLine },
  { label: tKey('legend.link'), dash: '1 5', colour: treeColours.linkLine },
];

/** What the kinds of lines in the tree mean. */
export function TreeLegend() {
  const { t } = useTranslation('familyTree');
  return (
    <Box component="ul" aria-label={t('legend.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2.5 }, m: 0, p: 0, listStyle: 'none' }}>
      {entries.map(({ label, dash, colour }) => (
        <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <svg width="28" height="8" aria-hidden>
            <line x1="2" y1="4" x2="26" y2="4" stroke={colour} strokeWidth="2" strokeDasharray={dash} strokeLinecap="round" />
          </svg>
          <Typography variant="caption" color="text.secondary">
            {t(label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
