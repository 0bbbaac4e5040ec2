/**
 * Warm terracotta and sage on cream paper: the colours of an old family album. Terracotta and sage
 * are dark enough to write with: at least 4.5:1 on cream and paper, and on their own light tints
 * (a selected button, the current page in the menu), as WCAG AA asks of text.
 */
export const brand = {
  terracotta: '#a34e34',
  terracottaDark: '#8e3f28',
  terracottaLight: '#d9805f',
  sage: '#52705a',
  sageDark: '#45604a',
  sageLight: '#8ba78f',
  honey: '#f2c48d',
  cream: '#fbf6ef',
  paper: '#ffffff',
  ink: '#2f241f',
  inkSoft: '#6b5a51',
  line: '#eadfd3',
  lineStrong: '#bba99b',
};

/** The same album by lamplight: the colours the app takes when the system is set to dark. */
export const brandDark: typeof brand = {
  terracotta: '#e3906f',
  terracottaDark: '#f0ae93',
  terracottaLight: '#b8664a',
  sage: '#9dc0a2',
  sageDark: '#b8d6bc',
  sageLight: '#6f8f74',
  honey: '#c99a5f',
  cream: '#1b1512',
  paper: '#261f1b',
  ink: '#f4ebe2',
  inkSoft: '#c8b7a9',
  line: '#41362f',
  lineStrong: '#7d6c60',
};

type Tone = keyof typeof brand;

/**
 * The brand colours as CSS variables, for styles that follow the light or dark scheme by
 * themselves (theme.ts defines them for both). Use these in the interface; `brand` holds the
 * light values for what is printed or exported.
 */
export const tone = Object.fromEntries(Object.keys(brand).map((name) => [name, `var(--kf-${name})`])) as Record<Tone, string>;

/** The CSS variable definitions of one scheme. */
export const toneVariables = (colours: typeof brand) => Object.fromEntries(Object.entries(colours).map(([name, value]) => [`--kf-${name}`, value]));

/** A colour (a CSS variable too) seen through at `amount` (0–1): CSS color-mix with transparency. */
export const mix = (colour: string, amount: number) => `color-mix(in srgb, ${colour} ${Math.round(amount * 1000) / 10}%, transparent)`;
