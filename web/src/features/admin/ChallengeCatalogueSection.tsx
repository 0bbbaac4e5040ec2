import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChallengeCatalogueQuery, ChallengeCategory, ChallengeDifficulty, SetChallengeActiveMutation } from '../../gql/graphql';
import { errorMessageOf } from '../../apollo/errors';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import { formatNumber, tKey } from '../../lib/i18n';
import { ChallengeCatalogueDocument, SetChallengeActiveDocument } from './challengeCatalogueQueries';

type Challenge = ChallengeCatalogueQuery['challengeCatalogue'][number];

// The admin pages keep their own labels: features do not import each other's.
const CATEGORY_LABEL_KEYS: Record<ChallengeCategory, string> = {
  tree_building: tKey('admin:challenges.category.tree_building'),
  memories: tKey('admin:challenges.category.memories'),
  stories: tKey('admin:challenges.category.stories'),
  connections: tKey('admin:challenges.category.connections'),
  heritage: tKey('admin:challenges.category.heritage'),
  traditions: tKey('admin:challenges.category.traditions'),
};

const DIFFICULTY_LABEL_KEYS: Record<ChallengeDifficulty, string> = {
  easy: tKey('admin:challenges.difficulty.easy'),
  medium: tKey('admin:challenges.difficulty.medium'),
  hard: tKey('admin:challenges.difficulty.hard'),
  expert: tKey('admin:challenges.difficulty.expert'),
};

/** The categories in the order the challenges page lists them (the keys' order above). */
const CATEGORIES = Object.keys(CATEGORY_LABEL_KEYS) as ChallengeCategory[];

/** The catalogue by category, each category's challenges by title. */
function byCategory(challenges: readonly Challenge[]) {
  return CATEGORIES.map((category) => ({
    category,
    challenges: challenges.filter((c) => c.category === category).sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((group) => group.challenges.length > 0);
}

/** One challenge with its switch: the switch is named by the title, and says "On" or "Off" beside it. */
function ChallengeRow({ challenge, onSwitch }: { challenge: Challenge; onSwitch: (challenge: Challenge, active: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, py: 1, pl: 1.5, pr: 0.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {challenge.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[t(DIFFICULTY_LABEL_KEYS[challenge.difficulty]), t('challenges.points', { count: challenge.rewards.points, shown: formatNumber(challenge.rewards.points) })].join(' · ')}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={challenge.isActive}
            disabled={!challenge.viewerCan.setActive}
            onChange={(event) => onSwitch(challenge, event.target.checked)}
            slotProps={{ input: { 'aria-label': challenge.title } }}
          />
        }
        label={challenge.isActive ? t('challenges.on') : t('challenges.off')}
        labelPlacement="start"
        sx={{ m: 0, flexShrink: 0, '& .MuiFormControlLabel-label': { minWidth: '2.5em', textAlign: 'end' } }}
      />
    </Box>
  );
}

/** The catalogue's discovery challenges, each switched on or off by the administrator. */
export function ChallengeCatalogueSection() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(ChallengeCatalogueDocument);
  const [setActive] = useMutation(SetChallengeActiveDocument);
  const challenges = data?.challengeCatalogue;

  const switchChallenge = async (challenge: Challenge, active: boolean) => {
    try {
      // Shown switched at once (the typename lets the cache find the challenge); taken back if the server refuses.
      const expected: SetChallengeActiveMutation['setChallengeActive'] & { __typename: 'DiscoveryChallenge' } = { __typename: 'DiscoveryChallenge', id: challenge.id, isActive: active };
      await setActive({ variables: { id: challenge.id, active }, optimisticResponse: { setChallengeActive: expected } });
      toast({ title: active ? t('challenges.nowOn', { title: challenge.title }) : t('challenges.nowOff', { title: challenge.title }), variant: 'success' });
    } catch (e) {
      toast({ title: t('challenges.notChanged'), text: errorMessageOf(e, t('challenges.saveFailed')), variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="challenges-title">
      <CardContent>
        <Typography id="challenges-title" variant="h6" component="h2" gutterBottom>
          {t('challenges.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('challenges.intro')}
        </Typography>
        {!challenges && loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('challenges.loading')} />
          </Box>
        ) : !challenges ? (
          <QueryErrorAlert message={error ? t('challenges.loadError') : t('server.nothing')} onRetry={() => void refetch()} />
        ) : challenges.length === 0 ? (
          <EmptyState title={t('challenges.none')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' }, alignItems: 'start' }}>
            {byCategory(challenges).map(({ category, challenges: inCategory }) => (
              <Box key={category}>
                <Typography id={`challenges-${category}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {t(CATEGORY_LABEL_KEYS[category])}
                </Typography>
                <Stack component="ul" aria-labelledby={`challenges-${category}`} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {inCategory.map((challenge) => (
                    <ChallengeRow key={challenge.id} challenge={challenge} onSwitch={(c, active) => void switchChallenge(c, active)} />
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
