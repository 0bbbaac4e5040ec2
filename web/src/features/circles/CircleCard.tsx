import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FamilyCircleCardFragment } from '../../gql/graphql';
import { PrivateBadge, UnreadBadge } from './CircleBadges';
import { circlePath, memberCountText } from './circleText';
import { MemberAvatars } from './MemberAvatars';

interface CircleCardProps {
  circle: FamilyCircleCardFragment;
  /** Buttons under the card, outside its link (e.g. Ask to join). */
  actions?: ReactNode;
}

/** A circle in a list: name, privacy, description, who is in it and what is new; opens its page. */
export function CircleCard({ circle, actions }: CircleCardProps) {
  return (
    <Card component="article" aria-label={circle.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={circlePath(circle.id)} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {circle.name}
            </Typography>
            {circle.isPrivate && <PrivateBadge />}
            <UnreadBadge count={circle.unreadCount} />
          </Box>
          {circle.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
            >
              {circle.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 'auto' }}>
            <MemberAvatars people={circle.members.map((m) => m.user)} total={circle.memberCount} />
            <Typography variant="body2" color="text.secondary">
              {memberCountText(circle.memberCount)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}

interface CircleGridProps {
  label: string;
  circles: FamilyCircleCardFragment[];
  actionsFor?: (circle: FamilyCircleCardFragment) => ReactNode;
}

/** Cards side by side: one column on phones, up to three on wide screens. */
export function CircleGrid({ label, circles, actionsFor }: CircleGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {circles.map((circle) => (
        <Box component="li" key={circle.id} sx={{ minWidth: 0 }}>
          <CircleCard circle={circle} actions={actionsFor?.(circle)} />
        </Box>
      ))}
    </Box>
  );
}
