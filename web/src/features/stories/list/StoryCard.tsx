import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import { MemorySquare } from '../../../components/memory-choices/MemorySquare';
import type { StoryFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { EditStoryDialog } from '../form/EditStoryDialog';
import { STORY_TYPE_LABELS } from '../storyText';
import { DeleteStoryDialog } from './DeleteStoryDialog';

/** One story: its kind and date, title, author, words, people and memories; Edit and Delete for its author. */
export function StoryCard({ story }: { story: StoryFieldsFragment }) {
  const { t } = useTranslation('stories');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = `story-title-${story.id}`;

  return (
    <Paper component="article" id={story.id} aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip label={story.storyType in STORY_TYPE_LABELS ? t(STORY_TYPE_LABELS[story.storyType]) : story.storyType} size="small" color="primary" variant="outlined" />
        {story.eventDate && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <EventRoundedIcon fontSize="inherit" aria-hidden />
            {formatDate(story.eventDate)}
          </Typography>
        )}
        {story.circle && <Chip label={story.circle.name} size="small" variant="outlined" />}
        <Box sx={{ flexGrow: 1 }} />
        {story.viewerCan.update && (
          <IconButton size="small" aria-label={t('card.edit', { title: story.title })} onClick={() => setEditing(true)}>
            <EditRoundedIcon fontSize="small" />
          </IconButton>
        )}
        {story.viewerCan.delete && (
          <IconButton size="small" aria-label={t('card.delete', { title: story.title })} onClick={() => setDeleting(true)}>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {story.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {story.authorName} · {formatDate(story.createdAt)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{story.content}</Typography>
      {story.taggedMembers.length > 0 && (
        <Box component="ul" aria-label={t('card.taggedPeople')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {story.taggedMembers.map((person) => (
            <li key={person.id}>
              <Chip label={person.fullName} size="small" />
            </li>
          ))}
        </Box>
      )}
      {story.attachments.length > 0 && (
        <Box
          component="ul"
          aria-label={t('card.attachedMemories')}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0, mt: 2 }}
        >
          {story.attachments.map((memory) => (
            <li key={memory.id}>
              <Box component={Link} to={`/memories?memory=${memory.id}`} aria-label={memory.title} sx={{ display: 'block', borderRadius: 2 }}>
                <MemorySquare memory={memory} />
              </Box>
            </li>
          ))}
        </Box>
      )}
      {editing && <EditStoryDialog story={story} open onClose={() => setEditing(false)} />}
      {deleting && <DeleteStoryDialog story={story} open onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
