import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { BrandLogo } from '../../components/app-shell/BrandLogo';
import { IconTile } from '../../components/IconTile';
import { useSignInHref } from '../../session/signInHref';
import { useLandingSignInOptions } from '../../session/landingOptions';
import { usePageAddress } from '../../session/pageAddress';
import { brand, brandDark } from '../../theme/palette';
import { FamilyTreeIllustration } from './FamilyTreeIllustration';
import { featureBlurbs } from './featureBlurbs';

// Only a visit back from a sign-in that did not finish (or a deleted account) has something to say.
const SignInFailureAlert = lazy(() => import('./SignInFailureAlert').then((m) => ({ default: m.SignInFailureAlert })));
const SAYS_SOMETHING = /[?&](sign_in_error|account_deleted)=/;
/** The banner's height, which the hero leaves free at its top. */
const HEADER_HEIGHT = 76;

/** The hero's glows; the last stretch fades to cream, so they do not end in a hard line above the features. */
const heroBackground = (colours: typeof brand) => `linear-gradient(to bottom, transparent 70%, ${colours.cream}),
  radial-gradient(circle at 85% 10%, ${alpha(colours.honey, 0.45)}, transparent 45%),
  radial-gradient(circle at 5% 90%, ${alpha(colours.sageLight, 0.35)}, transparent 40%), ${colours.cream}`;

export function LandingPage() {
  // A fresh server has nobody to sign in yet: the first visit creates its administrator (with the
  // server's own accounts; the development sign-in and outside providers have no such page).
  const { t } = useTranslation('landing');
  const options = useLandingSignInOptions();
  const needsAdministrator = Boolean(options?.needsAdministrator && options.builtInAccounts);
  const signInHref = useSignInHref();
  const { search } = usePageAddress();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {/* The page's banner lies over the hero's background, before (not inside) its main part. */}
      <Box component="header" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', height: HEADER_HEIGHT }}>
          <BrandLogo size={36} />
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" href={signInHref}>
            {t('signIn')}
          </Button>
        </Container>
      </Box>
      <Box component="main">
        <Box
          // In the colours of the scheme the page is shown in: cream by day, lamplight by night.
          sx={(theme) => ({ pt: `${HEADER_HEIGHT}px`, background: heroBackground(brand), ...theme.applyStyles('dark', { background: heroBackground(brandDark) }) })}
        >
          <Container maxWidth="lg">
            {SAYS_SOMETHING.test(search) && (
              <Suspense fallback={null}>
                <SignInFailureAlert />
              </Suspense>
            )}
            <Box
              component="section"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
                alignItems: 'center',
                gap: { xs: 4, md: 6 },
                py: { xs: 5, md: 10 },
              }}
            >
              <Box>
                <Typography variant="overline" color="primary">
                  {t('hero.overline')}
                </Typography>
                <Typography
                  variant="h1"
                  sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' }, lineHeight: 1.05, my: 2 }}
                >
                  {t('hero.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.6, mb: 4, maxWidth: 560 }}>
                  {t('hero.text')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Button variant="contained" size="large" href={signInHref} endIcon={<ArrowForwardRoundedIcon />}>
                    {needsAdministrator ? t('hero.createAdministrator') : t('hero.start')}
                  </Button>
                  <Button size="large" href="#features" color="inherit">
                    {t('hero.seeInside')}
                  </Button>
                </Stack>
              </Box>
              <Card sx={{ p: { xs: 2, md: 4 }, bgcolor: alpha('#fff', 0.75), backdropFilter: 'blur(6px)' }}>
                <FamilyTreeIllustration />
              </Card>
            </Box>
          </Container>
        </Box>
        <Container component="section" id="features" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography
            variant="h3"
            component="h2"
            sx={{ textAlign: 'center', textWrap: 'balance', mb: 1, fontSize: { xs: '2rem', md: '2.5rem' } }}
          >
            {t('features.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6, maxWidth: 620, mx: 'auto' }}>
            {t('features.text')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {featureBlurbs.map((blurb) => (
              <Card key={blurb.title} component="article">
                <CardContent sx={{ p: 3 }}>
                  <IconTile>{blurb.icon}</IconTile>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {t(blurb.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(blurb.text)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Container>
      </Box>
      <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <BrandLogo size={24} />
          <Typography variant="body2" color="text.secondary">
            {t('footer')}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
