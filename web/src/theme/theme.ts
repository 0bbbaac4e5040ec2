import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { bodyFont, headingFont } from './fonts';
import { brand, brandDark, mix, tone, toneVariables } from './palette';
import { TOOLTIP } from './tooltips';

/** The tooltip's arrow (0.71em tall, MUI's own) ends `sideOffset` px from what it describes; MUI leaves 14 px to the bubble. */
const tooltipGap = `calc(${TOOLTIP.sideOffset}px + 0.71em)`;

const paletteOf = (colours: typeof brand, contrastText: string) => ({
  primary: { main: colours.terracotta, dark: colours.terracottaDark, light: colours.terracottaLight, contrastText },
  secondary: { main: colours.sage, dark: colours.sageDark, light: colours.sageLight, contrastText },
  background: { default: colours.cream, paper: colours.paper },
  text: { primary: colours.ink, secondary: colours.inkSoft },
  divider: colours.line,
});

/**
 * Light by day, dark when the system asks for it (prefers-color-scheme), with no script: MUI writes
 * both schemes as CSS variables, and the brand's own colours (palette.ts `tone`) follow the same way.
 */
const options: ThemeOptions = {
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    // MUI's orange (#ed6c02) is 3.1:1 on white: too pale for a "Disabled" chip's words or a warning button's.
    light: { palette: { ...paletteOf(brand, '#fff'), warning: { main: '#a35200' } } },
    dark: { palette: paletteOf(brandDark, brandDark.cream) },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.015em' },
    h3: { fontFamily: headingFont, fontWeight: 700 },
    h4: { fontFamily: headingFont, fontWeight: 700 },
    h5: { fontFamily: headingFont, fontWeight: 600 },
    h6: { fontFamily: headingFont, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { ...toneVariables(brand), colorScheme: 'light dark' },
        '@media (prefers-color-scheme: dark)': { ':root': toneVariables(brandDark) },
        body: { backgroundColor: tone.cream },
        // Where the keyboard is, always in sight: a ring around the focused button, link, switch or
        // tab (MUI's own sign is a faint ripple), and a halo around the focused text field's frame.
        '.MuiButtonBase-root.Mui-focusVisible': { outline: `2px solid ${tone.terracotta}`, outlineOffset: 2 },
        '.MuiListItemButton-root.Mui-focusVisible, .MuiMenuItem-root.Mui-focusVisible, .MuiTab-root.Mui-focusVisible, .MuiCardActionArea-root.Mui-focusVisible': { outlineOffset: -2 },
        '.MuiInputBase-root.Mui-focused, .MuiPickersInputBase-root.Mui-focused': { boxShadow: `0 0 0 3px ${mix(tone.terracotta, 0.25)}` },
        '#root': { minHeight: '100vh' },
        // Motion only for those who have not asked their system for less of it.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', animationIterationCount: '1 !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 20,
          border: `1px solid ${tone.line}`,
          boxShadow: `0 1px 2px ${mix(tone.ink, 0.04)}, 0 8px 24px ${mix(tone.ink, 0.05)}`,
        },
      },
    },
    MuiCardContent: { styleOverrides: { root: { padding: 24 } } },
    MuiCardHeader: {
      styleOverrides: { root: { padding: '20px 24px 8px' }, action: { alignSelf: 'center', margin: 0 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    // Hint (components/) keeps the skip delay exactly; a tooltip used directly opens the next one at
    // once within MUI's own 800 ms.
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP.delay, enterNextDelay: 0, arrow: true },
      styleOverrides: {
        tooltip: {
          '.MuiTooltip-popper[data-popper-placement*="top"] &': { marginBottom: tooltipGap },
          '.MuiTooltip-popper[data-popper-placement*="bottom"] &': { marginTop: tooltipGap },
          '.MuiTooltip-popper[data-popper-placement*="left"] &': { marginInlineEnd: tooltipGap },
          '.MuiTooltip-popper[data-popper-placement*="right"] &': { marginInlineStart: tooltipGap },
        },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: mix(tone.paper, 0.9),
          backdropFilter: 'blur(8px)',
          borderBottom: `1px solid ${tone.line}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // The help under a disabled field often says why it is disabled: it stays readable.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: tone.inkSoft } } } },
  },
};

export const theme = createTheme(options);

/** The theme with MUI's own words (pagination, "No options") from `locale` (@mui/material/locale). */
export function themeWith(locale: object) {
  return createTheme(options, locale);
}
