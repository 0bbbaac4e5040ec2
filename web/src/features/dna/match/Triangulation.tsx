import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { DnaMatchPageQuery } from '../../../gql/graphql';
import { byShared } from '../kit/MatchList';
import { useMatchName } from '../kit/matchName';
import { formatCm } from '../dnaText';
import { ChromosomeBrowser } from './ChromosomeBrowser';
import { DnaTriangulationDocument } from './matchQueries';
import { chromosomeName, mbRange, paintTriangulation, type BrowserChromosome } from './painting';
import { SegmentTable } from './SegmentTable';

type Match = DnaMatchPageQuery['dnaMatch'];

/**
 * Triangulation with a second match of the same kit (kept in the address as `?with=`): where the
 * viewer's kit shares a stretch with both, and whether the two share it with each other too.
 */
export function Triangulation({ match, chromosomes }: { match: Match; chromosomes: readonly BrowserChromosome[] }) {
  const { t } = useTranslation('dna');
  const matchName = useMatchName();
  const [params, setParams] = useSearchParams();
  const others = byShared(match.kit.matches.filter((m) => m.id !== match.id));
  const chosen = others.find((m) => m.id === params.get('with')) ?? null;
  const { data, loading, error, refetch } = useQuery(DnaTriangulationDocument, {
    variables: { kitId: match.kit.id, matchIds: chosen ? [match.id, chosen.id] : [] },
    skip: !chosen,
  });
  const result = chosen ? data?.dnaTriangulation : undefined;

  if (others.length === 0) return <Typography color="text.secondary">{t('triangulation.noOthers')}</Typography>;

  let content = null;
  if (chosen && !result && error) content = <QueryErrorAlert message={t('triangulation.failed')} onRetry={() => void refetch()} />;
  else if (chosen && !result && loading)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('triangulation.loading')} />
      </Box>
    );
  else if (chosen && result) {
    const painted = paintTriangulation(chromosomes, result.segments, match.segments);
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity={result.comparedWithEachOther ? 'info' : 'warning'} role="note">{result.comparedWithEachOther ? t('triangulation.compared') : t('triangulation.notCompared', { name: matchName(chosen) })}</Alert>
        {result.segments.length === 0 ? (
          <Typography>{t('triangulation.none', { name: matchName(chosen) })}</Typography>
        ) : (
          <>
            <Typography>{t('triangulation.count', { count: result.segments.length, name: matchName(chosen) })}</Typography>
            <ChromosomeBrowser
              label={t('triangulation.browserLabel', { name: matchName(chosen) })}
              chromosomes={chromosomes}
              segments={painted}
              legend={[
                { paint: 'confirmed', label: t('triangulation.confirmedLegend') },
                { paint: 'unconfirmed', label: t('triangulation.unconfirmedLegend') },
              ]}
            />
            <SegmentTable
              caption={t('triangulation.tableCaption')}
              rows={result.segments}
              rowKey={(row, index) => `${row.chromosome}-${row.startBp}-${index}`}
              columns={[
                { key: 'chromosome', heading: t('table.chromosome'), cell: (row) => chromosomeName(chromosomes, row.chromosome) },
                { key: 'position', heading: t('table.position'), cell: (row) => mbRange(row.startBp, row.endBp) },
                { key: 'cm', heading: t('table.cm'), cell: (row) => formatCm(row.cM), numeric: true },
                { key: 'confirmed', heading: t('table.confirmed'), cell: (row) => (row.confirmed ? t('table.yes') : t('table.no')) },
              ]}
            />
          </>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('triangulation.intro')}</Typography>
      <TextField
        select
        id="dna-triangulate-with"
        label={t('triangulation.with')}
        value={chosen?.id ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set('with', event.target.value);
          else next.delete('with');
          setParams(next, { replace: true });
        }}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value="">
          <em>{t('triangulation.nobody')}</em>
        </MenuItem>
        {others.map((other) => (
          <MenuItem key={other.id} value={other.id}>
            {t('triangulation.option', { name: matchName(other), cm: formatCm(other.totalCm) })}
          </MenuItem>
        ))}
      </TextField>
      {content}
    </Box>
  );
}
