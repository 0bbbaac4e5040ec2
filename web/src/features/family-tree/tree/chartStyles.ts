import { createContext } from 'react';
import type { ChartStyle } from '../../../gql/graphql';
import { headingFont } from '../../../theme/fonts';
import { WASH_COUNT, type TreeColourName } from './treeColours';

/**
 * The style the viewer chose for the chart, for what CSS alone cannot do: the cards measure their
 * names in the style's type, and the gold frame is drawn around the viewer's own card only.
 */
export const ChartStyleContext = createContext<ChartStyle>('classic');

/** One scheme of a style: its colours, the generations' washes (light to dark rows) and the backdrop. */
interface Look {
  colours: Partial<Record<TreeColourName, string>>;
  washes?: readonly string[];
  backdrop?: { colour: string; image: string; size: string };
  gold?: { frame: readonly string[]; glow: string };
}

/** Sepia cards on parchment, brown ink: every text at least 5.5:1 on what it is written on (WCAG AA asks 4.5:1). */
const heritageLight: Look = {
  colours: {
    cardStroke: '#a88a5f',
    focusStroke: '#8a3f1c',
    selectedStroke: '#56652f',
    hoverStroke: '#b5673a',
    keyboardStroke: '#6e3014',
    avatar: '#7a5534',
    avatarText: '#fbf3e2',
    name: '#3a2616',
    life: '#614329',
    parentLine: '#8f7049',
    partnerLine: '#a65a2f',
    linkLine: '#5f6a36',
    linkLabel: '#4d5a2a',
    background: '#ecdcb9',
  },
  washes: ['#f6ead0', '#f1e2c3', '#faf3e3', '#eedcbb', '#f4e6cb'],
  backdrop: {
    colour: '#ecdcb9',
    // Paper without an image to download: lighter and browner patches, and edges darkened by age.
    image: [
      'radial-gradient(ellipse 60% 50% at 30% 25%, rgb(255 249 232 / 0.6), transparent 70%)',
      'radial-gradient(ellipse 50% 45% at 72% 68%, rgb(255 249 232 / 0.45), transparent 70%)',
      'radial-gradient(ellipse 40% 35% at 82% 18%, rgb(168 118 58 / 0.12), transparent 70%)',
      'radial-gradient(ellipse 45% 40% at 14% 82%, rgb(168 118 58 / 0.14), transparent 70%)',
      'radial-gradient(ellipse at 50% 50%, transparent 58%, rgb(120 80 34 / 0.26))',
    ].join(', '),
    size: 'auto',
  },
};

/** The same parchment by candlelight: dark brown paper, cream ink (every text at least 6.5:1). */
const heritageDark: Look = {
  colours: {
    cardStroke: '#8a6f4e',
    focusStroke: '#e8a877',
    selectedStroke: '#b9c48a',
    hoverStroke: '#cf9064',
    keyboardStroke: '#f3c39c',
    avatar: '#c9a57a',
    avatarText: '#2a2119',
    name: '#f3e6cc',
    life: '#d9c4a0',
    parentLine: '#a08763',
    partnerLine: '#cf9064',
    linkLine: '#aab57b',
    linkLabel: '#c3cd93',
    background: '#2a2119',
  },
  washes: ['#3b2f22', '#413426', '#362b1f', '#45372a', '#3d3124'],
  backdrop: {
    colour: '#2a2119',
    image: [
      'radial-gradient(ellipse 60% 50% at 30% 25%, rgb(96 72 44 / 0.5), transparent 70%)',
      'radial-gradient(ellipse 50% 45% at 72% 68%, rgb(96 72 44 / 0.35), transparent 70%)',
      'radial-gradient(ellipse 40% 35% at 82% 18%, rgb(10 6 2 / 0.25), transparent 70%)',
      'radial-gradient(ellipse 45% 40% at 14% 82%, rgb(10 6 2 / 0.25), transparent 70%)',
      'radial-gradient(ellipse at 50% 50%, transparent 58%, rgb(0 0 0 / 0.35))',
    ].join(', '),
    size: 'auto',
  },
};

/** Gold from dark to bright and back, as light catches a gilt frame. */
const goldLight: Look = { colours: {}, gold: { frame: ['#8a6508', '#e2bd55', '#a97c0c', '#f0d47a', '#8f6a0a'], glow: 'rgb(214 168 48 / 0.55)' } };
const goldDark: Look = { colours: {}, gold: { frame: ['#b98b1c', '#f6dc8a', '#d4a63a', '#fbe6a4', '#c0922a'], glow: 'rgb(240 200 90 / 0.45)' } };

const looks: Record<ChartStyle, { light: Look; dark: Look }> = {
  classic: { light: { colours: {} }, dark: { colours: {} } },
  heritage: { light: heritageLight, dark: heritageDark },
  gold: { light: goldLight, dark: goldDark },
};

/** The CSS variables of one scheme of a style (read by treeColours, the panel's backdrop and the gold frame). */
function variablesOf(look: Look): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, colour] of Object.entries(look.colours)) variables[`--tree-${name}`] = colour;
  look.washes?.slice(0, WASH_COUNT).forEach((wash, i) => (variables[`--tree-wash-${i}`] = wash));
  if (look.backdrop) {
    variables['--tree-backdrop-colour'] = look.backdrop.colour;
    variables['--tree-backdrop-image'] = look.backdrop.image;
    variables['--tree-backdrop-size'] = look.backdrop.size;
  }
  look.gold?.frame.forEach((colour, i) => (variables[`--tree-gold-${i}`] = colour));
  if (look.gold) variables['--tree-gold-glow'] = look.gold.glow;
  return variables;
}

/** The stops of the gold frame's gradient, as CSS variables (set by the gold style only). */
export const GOLD_STOPS = goldLight.gold!.frame.map((_, i) => `var(--tree-gold-${i})`);
export const GOLD_GLOW = 'var(--tree-gold-glow)';

/**
 * The styles of an element holding the chart and its legend: the chosen style's variables, light
 * and dark (the app follows the system's scheme, theme.ts).
 */
export function chartStyleSx(style: ChartStyle) {
  const { light, dark } = looks[style];
  return {
    ...variablesOf(light),
    '@media (prefers-color-scheme: dark)': variablesOf(dark),
  };
}

/** The type of the names on the cards in a style (null: the app's own), which they are measured in too. */
export const nameFontOf = (style: ChartStyle): string | null => (style === 'heritage' ? headingFont : null);
