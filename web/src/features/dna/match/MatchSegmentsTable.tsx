import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DnaMatchPageQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/i18n';
import { formatCm } from '../dnaText';
import { chromosomeName, mbRange, type BrowserChromosome } from './painting';
import { SegmentTable } from './SegmentTable';

type Segment = DnaMatchPageQuery['dnaMatch']['segments'][number];

/** Segments the table shows at once; more wait behind a button, the browser above showing them all. */
const TABLE_OPEN_UP_TO = 12;

/** The segments as a table, the browser's accessible twin: open at once when short, else behind a button. */
export function MatchSegmentsTable({ segments, chromosomes }: { segments: Segment[]; chromosomes: readonly BrowserChromosome[] }) {
  const { t } = useTranslation('dna');
  const [open, setOpen] = useState(segments.length <= TABLE_OPEN_UP_TO);
  return (
    <Box>
      <Button size="small" variant="outlined" aria-expanded={open} aria-controls="dna-segment-table" onClick={() => setOpen((o) => !o)} sx={{ mb: open ? 1.5 : 0 }}>
        {open ? t('table.hide') : t('table.show', { count: segments.length })}
      </Button>
      <Box id="dna-segment-table" hidden={!open}>
        {open && (
          <SegmentTable
            caption={t('table.caption', { count: segments.length })}
            rows={segments}
            rowKey={(row, index) => `${row.chromosome}-${row.startBp}-${index}`}
            columns={[
              { key: 'chromosome', heading: t('table.chromosome'), cell: (row) => chromosomeName(chromosomes, row.chromosome) },
              { key: 'position', heading: t('table.position'), cell: (row) => mbRange(row.startBp, row.endBp) },
              { key: 'cm', heading: t('table.cm'), cell: (row) => formatCm(row.cM), numeric: true },
              { key: 'markers', heading: t('table.markers'), cell: (row) => formatNumber(row.markers), numeric: true },
              { key: 'kind', heading: t('table.kind'), cell: (row) => (row.kind === 'full' ? t('table.full') : t('table.half')) },
            ]}
          />
        )}
      </Box>
    </Box>
  );
}

