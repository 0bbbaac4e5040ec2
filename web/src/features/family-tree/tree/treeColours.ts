import { alpha } from '@mui/material/styles';
import { brand, mix, tone } from '../../../theme/palette';

type Colours = Record<keyof typeof brand, string>;
type SeeThrough = (colour: string, amount: number) => string;

/** A light wash per generation, so rows read apart without saying anything about gender. */
const washesOf = (c: Colours, see: SeeThrough) => [see(c.honey, 0.28), see(c.sageLight, 0.2), c.paper, see(c.terracottaLight, 0.14), see(c.sage, 0.12)];

const coloursOf = (c: Colours) => ({
  cardStroke: c.line,
  focusStroke: c.terracotta,
  selectedStroke: c.sage,
  hoverStroke: c.terracottaLight,
  keyboardStroke: c.terracottaDark,
  avatar: c.sage,
  avatarText: c.paper,
  name: c.ink,
  life: c.inkSoft,
  parentLine: c.lineStrong,
  partnerLine: c.terracottaLight,
  linkLine: c.sage,
  linkLabel: c.sageDark,
  background: c.cream,
});

export type TreeColourName = keyof ReturnType<typeof coloursOf>;

const fillOf = (washes: string[]) => (generation: number) => washes[(((generation + 2) % washes.length) + washes.length) % washes.length];

/** How many generation washes there are: a chart style sets `--tree-wash-0` … `--tree-wash-4`. */
export const WASH_COUNT = washesOf(brand, alpha).length;

/**
 * The tree on screen: CSS variables, so it follows the light or dark scheme (theme.ts), and the
 * style the viewer chose (chartStyles.ts sets `--tree-<name>`; unset, the classic colours show).
 */
export const treeColours = Object.fromEntries(
  Object.entries(coloursOf(tone)).map(([name, colour]) => [name, `var(--tree-${name}, ${colour})`]),
) as Record<TreeColourName, string>;
export const cardFillOf = fillOf(washesOf(tone, mix).map((wash, i) => `var(--tree-wash-${i}, ${wash})`));

/** The tree printed or saved as a file: the light scheme's colours themselves, on white paper. */
export const printTreeColours = coloursOf(brand);
export const printCardFillOf = fillOf(washesOf(brand, alpha));
