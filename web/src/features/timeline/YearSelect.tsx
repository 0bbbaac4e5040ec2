import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TimelineFilter } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';
import { TimelineYearsDocument } from './timelineQueries';

const NEWEST = 'newest';

/** The years the timeline holds under the filter: choosing one starts the timeline at its end. */
export function YearSelect({ filter, value, onChange }: { filter: TimelineFilter; value: number | null; onChange: (year: number | null) => void }) {
  const { t } = useTranslation('timeline');
  const { data, loading } = useQuery(TimelineYearsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const years = data?.timelineYears ?? [];
  // A year jumped to stays choosable while another filter's years load.
  const listed = value !== null && !years.some((y) => y.year === value) ? [{ year: value, count: null }, ...years] : years;
  return (
    <TextField
      select
      size="small"
      label={t('year.label')}
      value={value === null ? NEWEST : String(value)}
      onChange={(event) => onChange(event.target.value === NEWEST ? null : Number(event.target.value))}
      disabled={loading && !years.length}
      // A set width beside the filters on wide screens, so that their buttons stay on one row.
      sx={{ minWidth: 180, width: { md: 200 }, flexShrink: 0 }}
    >
      <MenuItem value={NEWEST}>{t('year.newest')}</MenuItem>
      {listed.map(({ year, count }) => (
        <MenuItem key={year} value={String(year)}>
          {count === null ? year : `${year} (${formatNumber(count)})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
