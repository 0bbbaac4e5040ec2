import { mix, tone } from '../../../theme/palette';
import type { Paint } from './painting';

/**
 * How each kind of stretch is painted: never by colour alone. Half identical is solid terracotta;
 * fully identical sage with diagonal stripes; a confirmed triangulated stretch solid sage; one not
 * confirmed a dashed outline over a pale fill. The schemes' own colours (tone) follow light and dark.
 */
export const PAINT_STYLES: Record<Paint, Record<string, string>> = {
  half: { backgroundColor: tone.terracotta },
  full: {
    backgroundColor: tone.paper,
    backgroundImage: `repeating-linear-gradient(135deg, ${tone.sageDark} 0 3px, ${tone.paper} 3px 5px)`,
    boxShadow: `inset 0 0 0 1px ${tone.sageDark}`,
  },
  confirmed: { backgroundColor: tone.sage },
  unconfirmed: { backgroundColor: mix(tone.terracotta, 0.2), boxShadow: `inset 0 0 0 2px ${tone.terracotta}`, backgroundImage: `radial-gradient(${tone.terracotta} 1px, transparent 1.5px)`, backgroundSize: '5px 5px' },
};
