import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TimelineFilter } from '../../gql/graphql';

/** The filter buttons, in the order shown. */
export const TIMELINE_FILTERS: { value: TimelineFilter; label: string }[] = [
  { value: 'all', label: 'All Events' },
  { value: 'memories', label: 'Memories' },
  { value: 'milestones', label: 'Milestones' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'births', label: 'Births' },
  { value: 'marriages', label: 'Marriages' },
];

/** Which entries the timeline shows: one button pressed at a time (Tab to reach them, Enter or Space to press). */
export function TimelineFilters({ value, onChange }: { value: TimelineFilter; onChange: (next: TimelineFilter) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      // Pressing the pressed button again keeps it (a filter is always chosen).
      onChange={(_, next: TimelineFilter | null) => next && onChange(next)}
      aria-label="Which events"
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
    >
      {TIMELINE_FILTERS.map((filter) => (
        <ToggleButton key={filter.value} value={filter.value}>
          {filter.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
