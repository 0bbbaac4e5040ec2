import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { ChartStyle } from '../../../gql/graphql';
import { tKey } from '../../../lib/i18n';
import { useChooseChartStyle } from './chooseChartStyle';
import { CHART_STYLES, isUnlocked, type ChartStyleChoice } from './useChartStyle';

const TEXTS: Record<ChartStyle, { name: string; text: string }> = {
  classic: { name: tKey('chartStyle.classic'), text: tKey('chartStyle.classicText') },
  heritage: { name: tKey('chartStyle.heritage'), text: tKey('chartStyle.heritageText') },
  gold: { name: tKey('chartStyle.gold'), text: tKey('chartStyle.goldText') },
};

interface ChartStyleChoicesProps {
  choice: ChartStyleChoice;
  /** The button the menu opens from; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  menuId: string;
  buttonId: string;
  hintId: string;
}

/**
 * The styles, the chosen one checked; those not unlocked yet disabled with a lock, described by a
 * link to the discovery challenges that unlock them. Loaded when the menu is first wanted.
 */
export function ChartStyleChoices({ choice, anchor, onClose, menuId, buttonId, hintId }: ChartStyleChoicesProps) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const choose = useChooseChartStyle();
  const anyLocked = CHART_STYLES.some(({ style }) => !isUnlocked(style, choice.unlocked));

  const pick = async (style: ChartStyle) => {
    if (!isUnlocked(style, choice.unlocked)) return;
    onClose();
    if (style === choice.style) return;
    try {
      await choose(style, choice.unlocked);
    } catch (error) {
      toast({ title: t('toast.error'), text: errorMessageOf(error, t('chartStyle.failed')), variant: 'error' });
    }
  };

  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, disabledItemsFocusable: true }, paper: { sx: { maxWidth: 320 } } }}
    >
      {CHART_STYLES.map(({ style }) => {
        const locked = !isUnlocked(style, choice.unlocked);
        const current = style === choice.style;
        return (
          // A locked style is disabled for assistive technology and looks it, but the arrow keys
          // still reach it (with the focus ring a disabled item would lose), to hear its hint.
          <MenuItem
            key={style}
            role="menuitemradio"
            aria-checked={current}
            aria-disabled={locked || undefined}
            aria-describedby={locked ? hintId : undefined}
            selected={current}
            onClick={() => void pick(style)}
            sx={locked ? { cursor: 'default', '&:hover': { bgcolor: 'transparent' }, '& > *': { opacity: 0.5 } } : undefined}
          >
            <ListItemIcon>{locked ? <LockRoundedIcon fontSize="small" /> : current ? <CheckRoundedIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={t(TEXTS[style].name)} secondary={t(TEXTS[style].text)} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
          </MenuItem>
        );
      })}
      {anyLocked && <Divider />}
      {anyLocked && (
        <MenuItem id={hintId} component={RouterLink} to="/discovery-challenges" onClick={onClose}>
          <ListItemIcon>
            <EmojiEventsRoundedIcon fontSize="small" color="primary" />
          </ListItemIcon>
          <ListItemText primary={t('chartStyle.unlockHint')} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
        </MenuItem>
      )}
    </Menu>
  );
}
