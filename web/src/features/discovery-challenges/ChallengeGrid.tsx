import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DiscoveryChallengeFieldsFragment } from '../../gql/graphql';
import { ChallengeCard } from './ChallengeCard';

interface ChallengeGridProps {
  /** The section's heading (an h2) and its id. */
  heading: string;
  headingId: string;
  /** Beside the heading, e.g. an icon. */
  icon?: ReactNode;
  /** A line under the heading. */
  intro?: string;
  challenges: DiscoveryChallengeFieldsFragment[];
}

/** A headed section of challenge cards: one column on a phone, two from a tablet's width. */
export function ChallengeGrid({ heading, headingId, icon, intro, challenges }: ChallengeGridProps) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: intro ? 0.5 : 1.5, color: icon ? 'primary.main' : undefined }}>
        {icon}
        <Typography id={headingId} variant="h6" component="h2" sx={{ color: 'text.primary' }}>
          {heading}
        </Typography>
      </Box>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {challenges.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} />
        ))}
      </Box>
    </Box>
  );
}
