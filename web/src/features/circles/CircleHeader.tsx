import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import type { FamilyCircleDetailsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { CircleActions } from './CircleActions';
import { PrivateBadge } from './CircleBadges';
import { CIRCLES_PATH, memberCountText, memoryCountText } from './circleText';

/** The circle's name, privacy, description and figures, with what the viewer may do with it. */
export function CircleHeader({ circle }: { circle: FamilyCircleDetailsFragment }) {
  const { t } = useTranslation('circles');
  const figures = [memberCountText(circle.memberCount)];
  if (circle.viewerRole) figures.push(memoryCountText(circle.memoryCount));
  figures.push(t('header.created', { date: formatDate(circle.createdAt) }));

  return (
    <Box component="header">
      <Link component={RouterLink} to={CIRCLES_PATH} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackRoundedIcon fontSize="small" />
        {t('header.allCircles')}
      </Link>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'stretch', md: 'flex-end' }, gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
              {circle.name}
            </Typography>
            {circle.isPrivate && <PrivateBadge />}
          </Box>
          {circle.description && (
            <Typography color="text.secondary" sx={{ maxWidth: 720, whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1 }}>
              {circle.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {figures.join(' · ')}
          </Typography>
        </Box>
        <CircleActions circle={circle} />
      </Box>
    </Box>
  );
}
