import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { FeaturePage } from '../../components/FeaturePage';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { formatNumber } from '../../lib/i18n';
import { CelebrationDialog, type Celebration } from './CelebrationDialog';
import { challengeLists, tabOf, type ChallengeTab } from './challengeLists';
import { ChallengeTreesDocument, DiscoveryChallengesDocument } from './challengeQueries';
import { AvailablePanel, CompletedPanel, InProgressPanel } from './ChallengePanels';
import { ChallengeTabs } from './ChallengeTabs';
import { FamilyChallengeDialog } from './FamilyChallengeDialog';
import { LeaderboardPanel } from './LeaderboardPanel';
import { RewardsHeader } from './RewardsHeader';
import { MyRewardsDocument } from './rewardsQueries';
import { useChallengeProgressFeed } from './useChallengeProgressFeed';

/**
 * Discovery challenges: the viewer's rewards, then the challenges they work on, those they may
 * join, those they finished, and the family's leaderboard. Progress arrives live; a challenge
 * completed while the page is open is celebrated (and said to screen readers). A tree's owner adds
 * family challenges here.
 */
export function DiscoveryChallengesPage() {
  const { t } = useTranslation('challenges');
  const { hash } = useLocation();
  const challengesQuery = useQuery(DiscoveryChallengesDocument, { fetchPolicy: 'cache-and-network' });
  const rewardsQuery = useQuery(MyRewardsDocument, { fetchPolicy: 'cache-and-network' });
  const trees = useQuery(ChallengeTreesDocument).data?.trees;
  const ownedTrees = useMemo(() => (trees ?? []).filter((tree) => tree.viewerRole === 'owner'), [trees]);
  const challenges = challengesQuery.data?.discoveryChallenges;
  const lists = useMemo(() => challenges && challengeLists(challenges), [challenges]);
  const [adding, setAdding] = useState(false);
  const [celebrations, setCelebrations] = useState<Celebration[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const celebrate = useCallback(
    (celebration: Celebration) => {
      setCelebrations((waiting) => (waiting.some((c) => c.challengeId === celebration.challengeId) ? waiting : [...waiting, celebration]));
      setAnnouncement(t('celebration.announce', { title: celebration.title, count: celebration.rewards.points, formatted: formatNumber(celebration.rewards.points) }));
    },
    [t],
  );
  useChallengeProgressFeed(celebrate);

  // A notice's link (#<challenge id>) opens the tab that lists the challenge and brings it into view;
  // otherwise the viewer's own challenges come first, or what they may join when they have none. A
  // tab chosen by hand holds until the next link.
  const target = decodeURIComponent(hash.slice(1)) || null;
  const [choice, setChoice] = useState<{ tab: ChallengeTab; hash: string } | null>(null);
  const setTab = useCallback((next: ChallengeTab) => setChoice({ tab: next, hash }), [hash]);
  const linkedTab = lists && target ? tabOf(lists, target) : null;
  // The first tab is settled once, when the lists arrive: joining a first challenge does not move the page away.
  const [firstTab, setFirstTab] = useState<ChallengeTab | null>(null);
  if (lists && !firstTab) setFirstTab(lists.inProgress.length + lists.toConfirm.length === 0 ? 'available' : 'inProgress');
  const tab: ChallengeTab = (choice?.hash === hash ? choice.tab : null) ?? linkedTab ?? firstTab ?? 'inProgress';
  const scrollWanted = useRef<string | null>(null);
  useEffect(() => {
    scrollWanted.current = target;
  }, [target]);
  useEffect(() => {
    const card = scrollWanted.current ? document.getElementById(scrollWanted.current) : null;
    if (!card) return;
    card.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    scrollWanted.current = null;
  }, [target, lists, tab]);

  const showCreated = (id: string) => {
    setTab('available');
    scrollWanted.current = id;
  };

  let content;
  if (tab === 'leaderboard') content = <LeaderboardPanel rewards={rewardsQuery.data?.myRewards} />;
  else if (!lists && challengesQuery.error) content = <QueryErrorAlert message={t('lists.loadFailed')} onRetry={() => void challengesQuery.refetch().catch(() => {})} />;
  else if (!lists)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('lists.loading')} />
      </Box>
    );
  else if (tab === 'inProgress') content = <InProgressPanel lists={lists} onBrowse={() => setTab('available')} />;
  else if (tab === 'available') content = <AvailablePanel challenges={lists.available} />;
  else content = <CompletedPanel challenges={lists.completed} />;

  const count = (n: number | undefined) => (n ? ` (${formatNumber(n)})` : '');
  return (
    <FeaturePage
      title={t('page.title')}
      intro={t('page.intro')}
      maxWidth={1040}
      action={ownedTrees.length > 0 ? { label: t('page.addFamily'), icon: <AddRoundedIcon />, onClick: () => setAdding(true) } : undefined}
    >
      <Stack spacing={3}>
        <RewardsHeader rewards={rewardsQuery.data?.myRewards} failed={Boolean(rewardsQuery.error)} onRetry={() => void rewardsQuery.refetch().catch(() => {})} />
        <ChallengeTabs
          value={tab}
          onChange={setTab}
          labels={{
            inProgress: t('tabs.inProgress') + count(lists && lists.inProgress.length + lists.toConfirm.length),
            available: t('tabs.available') + count(lists?.available.length),
            completed: t('tabs.completed') + count(lists?.completed.length),
            leaderboard: t('tabs.leaderboard'),
          }}
        >
          {content}
        </ChallengeTabs>
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <CelebrationDialog celebration={celebrations[0] ?? null} onClose={() => setCelebrations((waiting) => waiting.slice(1))} />
      {adding && <FamilyChallengeDialog open trees={ownedTrees} onClose={() => setAdding(false)} onCreated={showCreated} />}
    </FeaturePage>
  );
}
