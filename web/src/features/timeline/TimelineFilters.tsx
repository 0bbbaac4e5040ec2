import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TimelineFilter } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** The filter buttons, in the order shown, with the catalogue key of each one's label. */
export const TIMELINE_FILTERS: { value: TimelineFilter; label: string }[] = [
  { value: 'all', label: tKey('filter.all') },
  { value: 'memories', label: tKey('filter.memories') },
  { value: 'milestones', label: tKey('filter.milestones') },
  { value: 'achievements', label: tKey('filter.achievements') },
  { value: 'births', label: tKey('filter.births') },
  { value: 'marriages', label: tKey('filter.marriages') },
];

/** Which entries the timeline shows: one button pressed at a time (Tab to reach them, Enter or Space to press). */
export function TimelineFilters({ value, onChange }: { value: TimelineFilter; onChange: (next: TimelineFilter) => void }) {
  const { t } = useTranslation('timeline');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      // Pressing the pressed button again keeps it (a filter is always chosen).
      onChange={(_, next: TimelineFilter | null) => next && onChange(next)}
      aria-label={t('filter.label')}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
    >
      {TIMELINE_FILTERS.map((filter) => (
        <ToggleButton key={filter.value} value={filter.value}>
          {t(filter.label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
