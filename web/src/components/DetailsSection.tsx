import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from './QueryErrorAlert';

interface DetailsSectionProps {
  /** The heading's id (the section is named by it). */
  headingId: string;
  heading: string;
  /** Beside the heading: what may be added here. */
  action?: ReactNode;
  /** Still loading: a placeholder named `loadingLabel` is shown. */
  loading: boolean;
  loadingLabel: string;
  /** Could not be loaded: this message, with Try again. */
  failed?: { message: string; onRetry: () => void } | null;
  /** Loaded, but nothing to show: this line. */
  empty?: string | null;
  children?: ReactNode;
}

/**
 * A section a feature adds to a person's details on the tree screen: an h3 heading (under the
 * person's name) with an optional action, then a placeholder while loading, a retry when it failed,
 * a short line when there is nothing, or its content.
 */
export function DetailsSection({ headingId, heading, action, loading, loadingLabel, failed, empty, children }: DetailsSectionProps) {
  let body: ReactNode;
  if (loading) body = <Skeleton variant="rounded" height={72} role="status" aria-label={loadingLabel} />;
  else if (failed) body = <QueryErrorAlert message={failed.message} onRetry={failed.onRetry} />;
  else if (empty)
    body = (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  else body = children;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {heading}
        </Typography>
        {action}
      </Box>
      {body}
    </Box>
  );
}
