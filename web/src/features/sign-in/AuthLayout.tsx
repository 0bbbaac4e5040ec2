import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { BrandLogo } from '../../components/app-shell/BrandLogo';
import { brand } from '../../theme/palette';

interface AuthLayoutProps {
  title?: ReactNode;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the signed-out account pages: the brand, a heading and one card on warm paper. */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const { t } = useTranslation('signIn');
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(circle at 90% 0%, ${alpha(brand.honey, 0.35)}, transparent 40%),
          radial-gradient(circle at 0% 100%, ${alpha(brand.sageLight, 0.25)}, transparent 40%), ${brand.cream}`,
      }}
    >
      <Container component="header" maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', py: 2.5 }}>
        <Box component={RouterLink} to="/" aria-label={t('layout.home')} sx={{ display: 'flex', textDecoration: 'none' }}>
          <BrandLogo size={32} />
        </Box>
      </Container>
      <Container component="main" maxWidth="sm" sx={{ maxWidth: { sm: 480 }, pt: { xs: 1, md: 5 }, pb: 6 }}>
        {title && (
          <Typography
            variant="h4"
            component="h1"
            sx={{ textAlign: 'center', textWrap: 'balance', fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: intro ? 1 : 3 }}
          >
            {title}
          </Typography>
        )}
        {intro && (
          <Typography color="text.secondary" component="div" sx={{ textAlign: 'center', textWrap: 'balance', mb: 3 }}>
            {intro}
          </Typography>
        )}
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>{children}</CardContent>
        </Card>
      </Container>
    </Box>
  );
}
