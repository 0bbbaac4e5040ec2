import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { DashboardSkeleton } from '../../components/DashboardSkeleton';
import type { FeatureLink } from '../../components/featureLink';
import { SignOutForm } from '../../components/SignOutForm';
import { SIGN_OUT_ACTION } from '../../session/authLinks';
import { ACTIVITY_COUNT, DashboardDocument } from './dashboardQuery';
import { FamilyStatsCard } from './FamilyStatsCard';
import { FeatureCard } from './FeatureCard';
import { RecentActivityCard } from './RecentActivityCard';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { welcomeHeading } from '../../lib/greetings';
import { isFirstVisit } from './firstVisit';
import { revealApp } from '../../session/drawnPage';

/**
 * The dashboard; `PendingCard` (invitations and link requests, from their own feature) shows above the
 * cards, the other cards (each from its feature) in the column beside the activity.
 */
export function DashboardPage({ cards, PendingCard, CirclesCard, MomentCard, RewardsCard, InsightsCard }: { cards: FeatureLink[]; PendingCard?: ComponentType; CirclesCard?: ComponentType; MomentCard?: ComponentType; RewardsCard?: ComponentType; InsightsCard?: ComponentType }) {
  const { t } = useTranslation('dashboard');
  const { data, loading, error, refetch } = useQuery(DashboardDocument, {
    variables: { activityCount: ACTIVITY_COUNT },
  });

  const shown = !loading || Boolean(data);
  // The dashboard drawn by the server gives way once this one shows what it has (its data or a failure).
  useEffect(() => {
    if (shown) revealApp();
  }, [shown]);

  if (loading && !data) return <DashboardSkeleton />;
  if (!data?.me) {
    return <QueryErrorAlert message={error ? t('loadFailed') : t('signedOut')} onRetry={() => void refetch()} />;
  }

  const name = data.me.firstName?.trim() || data.me.displayName;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          mb: 4,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {welcomeHeading(name, isFirstVisit(data.recentActivity))}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <SignOutForm action={SIGN_OUT_ACTION}>
          <Button type="submit" variant="outlined" startIcon={<LogoutIcon />}>
            {t('common:shell.signOut')}
          </Button>
        </SignOutForm>
      </Box>
      {PendingCard && (
        <Suspense fallback={null}>
          <Box sx={{ '&:not(:empty)': { mb: 3 } }}>
            <PendingCard />
          </Box>
        </Suspense>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${Math.min(cards.length, 2)}, 1fr)`,
            md: `repeat(${Math.min(cards.length, 3)}, 1fr)`,
          },
        }}
      >
        {cards.map((card) => (
          <FeatureCard key={card.key} feature={card} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <RecentActivityCard activities={data.recentActivity} />
        {/* Each card as tall as its content: a card stretched or squeezed to the row would cut off the last one's end. */}
        <Stack spacing={3} sx={{ alignSelf: 'start', '& > *': { flexShrink: 0 } }}>
          {MomentCard && (
            <Suspense fallback={null}>
              <MomentCard />
            </Suspense>
          )}
          {RewardsCard && (
            <Suspense fallback={null}>
              <RewardsCard />
            </Suspense>
          )}
          {InsightsCard && (
            <Suspense fallback={null}>
              <InsightsCard />
            </Suspense>
          )}
          <FamilyStatsCard stats={data.familyStats} />
          {CirclesCard && (
            <Suspense fallback={null}>
              <CirclesCard />
            </Suspense>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
