import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PaletteRoundedIcon from '@mui/icons-material/PaletteRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { Hint } from '../../../components/Hint';
import { useToast } from '../../../components/toast';
import type { ChartStyle } from '../../../gql/graphql';
import { tKey } from '../../../lib/i18n';
import { CHART_STYLES, isUnlocked, useChooseChartStyle, type ChartStyleChoice } from './useChartStyle';

const TEXTS: Record<ChartStyle, { name: string; text: string }> = {
  classic: { name: tKey('chartStyle.classic'), text: tKey('chartStyle.classicText') },
  heritage: { name: tKey('chartStyle.heritage'), text: tKey('chartStyle.heritageText') },
  gold: { name: tKey('chartStyle.gold'), text: tKey('chartStyle.goldText') },
};

/**
 * "Chart style" over the chart: a menu of the styles, the chosen one checked; those not unlocked
 * yet are shown disabled with a lock, said to be unlocked by a discovery challenge (a link to them).
 */
export function ChartStyleMenu({ choice }: { choice: ChartStyleChoice }) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const choose = useChooseChartStyle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const hintId = useId();
  const anyLocked = CHART_STYLES.some(({ style }) => !isUnlocked(style, choice.unlocked));

  const pick = async (style: ChartStyle) => {
    setAnchor(null);
    if (style === choice.style || !isUnlocked(style, choice.unlocked)) return;
    try {
      await choose(style, choice.unlocked);
    } catch (error) {
      toast({ title: t('toast.error'), text: errorMessageOf(error, t('chartStyle.failed')), variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Hint title={t('chartStyle.label')} placement="left">
        <IconButton
          id={buttonId}
          aria-label={t('chartStyle.label')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="small"
          sx={{ m: 0.25 }}
        >
          <PaletteRoundedIcon />
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // Locked styles can be reached with the arrow keys too, so that they are heard with their hint.
        slotProps={{ list: { 'aria-labelledby': buttonId, disabledItemsFocusable: true }, paper: { sx: { maxWidth: 320 } } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('chartStyle.label')}</ListSubheader>
        {CHART_STYLES.map(({ style }) => {
          const locked = !isUnlocked(style, choice.unlocked);
          const current = style === choice.style;
          return (
            <MenuItem
              key={style}
              role="menuitemradio"
              aria-checked={current}
              aria-describedby={locked ? hintId : undefined}
              selected={current}
              disabled={locked}
              onClick={() => void pick(style)}
            >
              <ListItemIcon>{locked ? <LockRoundedIcon fontSize="small" /> : current ? <CheckRoundedIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={t(TEXTS[style].name)} secondary={t(TEXTS[style].text)} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
            </MenuItem>
          );
        })}
        {anyLocked && <Divider />}
        {anyLocked && (
          <MenuItem id={hintId} component={RouterLink} to="/discovery-challenges" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <EmojiEventsRoundedIcon fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText primary={t('chartStyle.unlockHint')} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
          </MenuItem>
        )}
      </Menu>
    </Paper>
  );
}
