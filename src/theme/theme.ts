import { alpha, createTheme, responsiveFontSizes } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';

/** Brand primitives: everything below is composed from these. */
export const brand = {
  navy: '#0b3954',
  navyDark: '#072436',
  teal: '#087e8b',
  amber: '#f4a259',
  amberDark: '#c9752b',
  ink: '#16202a',
  paper: '#ffffff',
  mist: '#f4f7fa',
} as const;

/** The site's font stack (the theme's typography, and the static sheets written beside it). */
export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const primitives: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: brand.navy, dark: brand.navyDark, contrastText: '#ffffff' },
    secondary: { main: brand.amber, dark: brand.amberDark, contrastText: brand.ink },
    info: { main: brand.teal },
    text: { primary: brand.ink, secondary: '#4a5866' },
    background: { default: brand.paper, paper: brand.paper },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, fontSize: '3rem', lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontWeight: 800, fontSize: '2.25rem', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.25 },
    h4: { fontWeight: 700, fontSize: '1.4rem' },
    h5: { fontWeight: 700, fontSize: '1.2rem' },
    h6: { fontWeight: 700, fontSize: '1.05rem' },
    button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.01em' },
  },
};

const customizations = (theme: Theme): ThemeOptions['components'] => ({
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      'a:focus-visible, button:focus-visible': {
        outline: `3px solid ${brand.amber}`,
        outlineOffset: 2,
      },
      // Honour the visitor's wish for less motion everywhere, including third-party animation.
      '@media (prefers-reduced-motion: reduce)': {
        html: { scrollBehavior: 'auto' },
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: theme.spacing(2.5) } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: {
        border: `1px solid ${alpha(brand.navy, 0.12)}`,
        transition: theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': { boxShadow: `0 10px 30px ${alpha(brand.navy, 0.12)}` },
      },
    },
  },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiAppBar: { defaultProps: { elevation: 0 } },
  MuiTextField: { defaultProps: { fullWidth: true } },
});

const built = new Map<boolean, Theme>();

/**
 * The site's one theme; with reduced motion, MUI's own transitions are switched off too. Built once per
 * variant (a theme is never mutated), so the browser can build it in a task of its own before hydrating.
 */
export function buildTheme({ reducedMotion = false }: { reducedMotion?: boolean } = {}): Theme {
  const known = built.get(reducedMotion);
  if (known) return known;
  const theme = createSiteTheme(reducedMotion);
  built.set(reducedMotion, theme);
  return theme;
}

function createSiteTheme(reducedMotion: boolean): Theme {
  const base = createTheme(primitives);
  const theme = createTheme(base, {
    components: customizations(base),
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  });
  return responsiveFontSizes(theme);
}
