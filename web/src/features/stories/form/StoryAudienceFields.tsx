import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { StoryCirclesDocument } from '../storyQueries';

interface StoryAudienceFieldsProps {
  circleId: string;
  isPublic: boolean;
  onCircleChange: (circleId: string) => void;
  onPublicChange: (isPublic: boolean) => void;
  /** Why the server refused the circle. */
  error?: string;
}

/** Who reads the story: one of the viewer's circles, or (without one) the wider family or the author alone. */
export function StoryAudienceFields({ circleId, isPublic, onCircleChange, onPublicChange, error }: StoryAudienceFieldsProps) {
  const { t } = useTranslation('stories');
  const { data, loading, error: failed } = useQuery(StoryCirclesDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const circles = data?.circles ?? [];
  // A circle the viewer has left stays listed by name while the story is in it.
  const known = !circleId || circles.some((c) => c.id === circleId);
  const help = circleId
    ? t('audience.circleHint')
    : isPublic
      ? t('audience.publicHint')
      : t('audience.privateHint');

  return (
    <>
      <TextField
        select
        id="circleId"
        name="circleId"
        label={t('audience.circle')}
        value={known || !data ? circleId : ''}
        onChange={(event) => onCircleChange(event.target.value)}
        helperText={error ?? (failed && !data ? t('audience.loadFailed') : loading && !data ? t('audience.loading') : help)}
        error={Boolean(error || (failed && !data))}
      >
        <MenuItem value="">{t('audience.noCircle')}</MenuItem>
        {circles.map((circle) => (
          <MenuItem key={circle.id} value={circle.id}>
            {circle.name}
          </MenuItem>
        ))}
      </TextField>
      {!circleId && (
        <FormControlLabel
          control={<Switch checked={isPublic} onChange={(event) => onPublicChange(event.target.checked)} name="isPublic" />}
          label={t('audience.public')}
        />
      )}
    </>
  );
}
