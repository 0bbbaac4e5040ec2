import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { formatNumber } from '../../../lib/i18n';
import { kitPath } from '../dnaPaths';
import { formatCm, providerName } from '../dnaText';
import { DnaNotFound, isNotFound } from '../DnaNotFound';
import { useMatchName } from '../kit/matchName';
import { kitName } from '../kits/kitName';
import { ChromosomeBrowser } from './ChromosomeBrowser';
import { MatchFigures } from './MatchFigures';
import { DnaChromosomesDocument, DnaMatchPageDocument } from './matchQueries';
import { MatchSegmentsTable } from './MatchSegmentsTable';
import { paintSegments } from './painting';
import { Predictions } from './Predictions';
import { TreeCheckPanel } from './TreeCheckPanel';
import { Triangulation } from './Triangulation';

/** A titled part of the match's page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * One match at `/dna/matches/:id`: whether the tree's relationship fits (first, in the server's
 * sentence), the figures, the likely relationships, the chromosome browser with its table, and
 * triangulation with a second match of the same kit.
 */
export function MatchView({ matchId }: { matchId: string }) {
  const { t } = useTranslation('dna');
  // Which of the viewer's kits the match is read from (both kits of a pair may be theirs).
  const fromKitId = useSearchParams()[0].get('kit');
  const variables = fromKitId ? { id: matchId, kitId: fromKitId } : { id: matchId };
  const { data, loading, error, refetch } = useQuery(DnaMatchPageDocument, { variables, fetchPolicy: 'cache-and-network' });
  const chromosomesQuery = useQuery(DnaChromosomesDocument);
  const matchName = useMatchName();
  const match = data?.dnaMatch;
  const chromosomes = chromosomesQuery.data?.dnaChromosomes ?? [];

  if (!match) {
    if (loading)
      return (
        <Stack spacing={2} role="status" aria-label={t('matchPage.loading')}>
          <Skeleton variant="text" width="50%" height={40} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      );
    if (isNotFound(error)) return <DnaNotFound title={t('matchPage.notFound')} />;
    return <QueryErrorAlert message={t('matchPage.failed')} onRetry={() => void refetch()} />;
  }

  const name = matchName(match);
  // Which of the viewer's kits the page reads the match from (when both kits are theirs, it may be either).
  const yourKit = match.kit.person ? t('matchPage.kitOf', { kit: kitName(match.kit), person: match.kit.person.fullName }) : kitName(match.kit);
  const painted = paintSegments(chromosomes, match.segments);
  const hasFull = match.segments.some((s) => s.kind === 'full');
  return (
    <Stack spacing={2.5}>
      <Box>
        <Link component={RouterLink} to={kitPath(match.kit.id)} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
          <ArrowBackRoundedIcon fontSize="small" />
          {t('matchPage.back')}
        </Link>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{t('matchPage.subtitle', { total: formatCm(match.totalCm), kit: yourKit, provider: providerName(match.matchedProvider) })}</Typography>
      </Box>
      <TreeCheckPanel check={match.treeCheck} />
      {match.endogamy.flagged && <Alert severity="info" role="note">{t('matchPage.endogamy', { count: match.endogamy.smallSegmentCount, segments: formatNumber(match.endogamy.smallSegmentCount), cm: formatCm(match.endogamy.smallSegmentCm) })}</Alert>}
      <Section id="dna-figures-title" title={t('matchPage.figures')}>
        <MatchFigures match={match} />
      </Section>
      <Section id="dna-predictions-title" title={t('matchPage.predictions')}>
        <Predictions predictions={match.predictions} />
      </Section>
      <Section id="dna-browser-title" title={t('matchPage.browser')}>
        {chromosomesQuery.error && !chromosomes.length ? (
          <QueryErrorAlert message={t('browser.failed')} onRetry={() => void chromosomesQuery.refetch()} />
        ) : !chromosomes.length ? (
          <Skeleton variant="rounded" height={320} aria-label={t('browser.loading')} />
        ) : (
          <Stack spacing={2.5}>
            <ChromosomeBrowser
              label={t('browser.label', { name })}
              chromosomes={chromosomes}
              segments={painted}
              legend={[
                { paint: 'half', label: t('browser.halfLegend') },
                ...(hasFull ? [{ paint: 'full' as const, label: t('browser.fullLegend') }] : []),
              ]}
            />
            {match.segments.length === 0 ? <Typography color="text.secondary">{t('browser.none')}</Typography> : <MatchSegmentsTable segments={match.segments} chromosomes={chromosomes} />}
          </Stack>
        )}
      </Section>
      <Section id="dna-triangulation-title" title={t('matchPage.triangulation')}>
        <Triangulation match={match} chromosomes={chromosomes} />
      </Section>
    </Stack>
  );
}
