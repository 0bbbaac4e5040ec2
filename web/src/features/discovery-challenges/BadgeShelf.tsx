import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserRewardsFieldsFragment } from '../../gql/graphql';

interface BadgeShelfProps {
  badges: UserRewardsFieldsFragment['badges'];
  /** What the list is, for screen readers. */
  label: string;
  /** At most this many, the latest first (all when left out). */
  max?: number;
  /** The picture's side in pixels. */
  size?: number;
  /** Each badge's name under its picture (otherwise its picture's alt text alone names it). */
  showNames?: boolean;
}

/** Earned badges in a row that wraps: each picture named by the badge's name. */
export function BadgeShelf({ badges, label, max, size = 56, showNames = true }: BadgeShelfProps) {
  const shown = max === undefined ? badges : badges.slice(0, max);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${showNames ? Math.max(size, 76) : size}px, 1fr))` }}
    >
      {shown.map(({ badge }) => (
        <Box component="li" key={badge.key} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, textAlign: 'center', minWidth: 0 }}>
          <Box component="img" src={badge.imageUrl} alt={badge.name} width={size} height={size} loading="lazy" sx={{ display: 'block', width: size, height: size }} />
          {showNames && (
            // The picture's alt text already says the name to a screen reader.
            <Typography variant="caption" aria-hidden sx={{ lineHeight: 1.25, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {badge.name}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
