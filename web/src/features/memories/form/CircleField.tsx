import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { MemoryCirclesQuery } from '../../../gql/graphql';

type Circle = MemoryCirclesQuery['circles'][number];

interface CircleFieldProps {
  circles: Circle[] | undefined;
  loading: boolean;
  /** Asks for the circles again after they failed to load. */
  onRetry?: () => void;
  value: string;
  onChange: (circleId: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** Which of the viewer's circles the memory is shared in; a hint to create one when there is none. */
export function CircleField({ circles, loading, onRetry, value, onChange, onBlur, error }: CircleFieldProps) {
  if (!circles && !loading && onRetry) {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <QueryErrorAlert message="Your circles could not be loaded." onRetry={onRetry} />
      </Box>
    );
  }
  if (circles && circles.length === 0) {
    return (
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
        <AlertTitle>You are not in any family circle yet</AlertTitle>
        Memories are shared in a family circle. Create a circle first (or ask a relative to add you to theirs), then upload.
      </Alert>
    );
  }
  return (
    <TextField
      select
      id="circleId"
      name="circleId"
      label="Circle"
      required
      value={circles ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={!circles}
      error={Boolean(error)}
      helperText={error ?? (loading && !circles ? 'Loading your circles…' : 'Only the circle’s members will see it.')}
    >
      {(circles ?? []).map((circle) => (
        <MenuItem key={circle.id} value={circle.id}>
          {circle.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
