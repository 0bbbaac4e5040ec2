import { alpha, createTheme } from '@mui/material/styles';
import { brand } from './palette';

const headingFont = '"Fraunces", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';
const bodyFont =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.terracotta, dark: brand.terracottaDark, light: brand.terracottaLight, contrastText: '#fff' },
    secondary: { main: brand.sage, dark: brand.sageDark, light: brand.sageLight, contrastText: '#fff' },
    background: { default: brand.cream, paper: brand.paper },
    text: { primary: brand.ink, secondary: brand.inkSoft },
    divider: brand.line,
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
        body: { backgroundColor: brand.cream },
        '#root': { minHeight: '100vh' },
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
          border: `1px solid ${brand.line}`,
          boxShadow: `0 1px 2px ${alpha(brand.ink, 0.04)}, 0 8px 24px ${alpha(brand.ink, 0.05)}`,
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
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0, arrow: true } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: alpha(brand.paper, 0.9),
          backdropFilter: 'blur(8px)',
          borderBottom: `1px solid ${brand.line}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
