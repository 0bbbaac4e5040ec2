import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import PaletteRoundedIcon from '@mui/icons-material/PaletteRounded';
import { Hint } from '../../../components/Hint';
import { preloadableLazy } from '../../../lib/preloadableLazy';
import type { ChartStyleChoice } from './useChartStyle';

// The menu and the mutation load as the pointer or the keyboard comes to the button, not with the chart.
const ChartStyleChoices = preloadableLazy(() => import('./ChartStyleChoices').then((m) => m.ChartStyleChoices));
const preloadChoices = () => void ChartStyleChoices.preload().catch(() => undefined);

/** "Chart style" over the chart: a button opening the menu of styles (ChartStyleChoices). */
export function ChartStyleMenu({ choice }: { choice: ChartStyleChoice }) {
  const { t } = useTranslation('familyTree');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept once opened, so that the menu closes with its transition and opens again at once.
  const [wanted, setWanted] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const hintId = useId();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Hint title={t('chartStyle.label')} placement="left">
        <IconButton
          id={buttonId}
          aria-label={t('chartStyle.label')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onPointerEnter={preloadChoices}
          onFocus={preloadChoices}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setWanted(true);
          }}
          size="small"
          sx={{ m: 0.25 }}
        >
          <PaletteRoundedIcon />
        </IconButton>
      </Hint>
      {wanted && <ChartStyleChoices choice={choice} anchor={anchor} onClose={() => setAnchor(null)} menuId={menuId} buttonId={buttonId} hintId={hintId} />}
    </Paper>
  );
}
