import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChallengeTab } from './challengeLists';

const TABS: ChallengeTab[] = ['inProgress', 'available', 'completed', 'leaderboard'];

/**
 * The page's tabs and the chosen one's panel. (FeaturePage's tabs sit right under the title; here
 * the viewer's rewards come between, so the page lays its tabs out itself, the same way.)
 */
export function ChallengeTabs({ value, onChange, labels, children }: { value: ChallengeTab; onChange: (tab: ChallengeTab) => void; labels: Record<ChallengeTab, string>; children: ReactNode }) {
  const { t } = useTranslation('challenges');
  return (
    <Box>
      <Tabs value={value} variant="scrollable" allowScrollButtonsMobile onChange={(_event, next: ChallengeTab) => onChange(next)} aria-label={t('tabs.label')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} id={`challenges-tab-${tab}`} aria-controls="challenges-panel" label={labels[tab]} />
        ))}
      </Tabs>
      <Box id="challenges-panel" role="tabpanel" aria-labelledby={`challenges-tab-${value}`}>
        {children}
      </Box>
    </Box>
  );
}
