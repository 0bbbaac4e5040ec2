import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import type { FeatureLink } from '../../components/featureLink';
import { IconTile } from '../../components/IconTile';

function CardBody({ feature }: { feature: FeatureLink }) {
  const { t } = useTranslation('dashboard');
  return (
    <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <IconTile>{feature.icon}</IconTile>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(feature.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {t(feature.description)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 2, color: 'primary.main', fontWeight: 600 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('featureCard.open')}
        </Typography>
        <ArrowForwardRoundedIcon fontSize="small" />
      </Box>
    </CardContent>
  );
}

/** A dashboard card that opens a feature: in the app, or as a full page for server pages. */
export function FeatureCard({ feature }: { feature: FeatureLink }) {
  return (
    <Card sx={{ height: '100%' }}>
      {feature.to ? (
        <CardActionArea component={RouterLink} to={feature.to} sx={{ height: '100%' }}>
          <CardBody feature={feature} />
        </CardActionArea>
      ) : (
        <CardActionArea component="a" href={feature.href} sx={{ height: '100%' }}>
          <CardBody feature={feature} />
        </CardActionArea>
      )}
    </Card>
  );
}
