/**
 * A ToggleButtonGroup shown as separate rounded buttons that wrap onto a second row on a phone, all
 * of them in sight (a page's filter by type or category). An icon and its label keep a small gap.
 */
export const filterChipsSx = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type), & .MuiToggleButtonGroup-grouped:not(:last-of-type)': {
    m: 0,
    border: 1,
    borderColor: 'divider',
    borderRadius: 5,
    px: 1.75,
    gap: 0.75,
  },
} as const;
