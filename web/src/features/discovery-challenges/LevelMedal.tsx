import Box from '@mui/material/Box';
import { brand } from '../../theme/palette';

/**
 * The level as a round medal in the album's honey and terracotta, the same gold in both schemes (dark
 * ink on honey reads well on either). Decorative: the text beside it says the level in words.
 */
export function LevelMedal({ level, size = 64 }: { level: number; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        fontWeight: 800,
        fontSize: size * 0.42,
        lineHeight: 1,
        color: brand.ink,
        background: `radial-gradient(circle at 30% 30%, ${brand.paper} 0%, ${brand.honey} 55%, ${brand.terracottaLight} 100%)`,
        border: `3px solid ${brand.terracotta}`,
        boxShadow: `inset 0 0 0 3px ${brand.honey}`,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {level}
    </Box>
  );
}
