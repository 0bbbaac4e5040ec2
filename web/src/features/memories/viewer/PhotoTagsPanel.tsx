import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddAltRoundedIcon from '@mui/icons-material/PersonAddAltRounded';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { PersonPicker } from '../../../components/people-choices/PersonPicker';
import { PhotoTagList } from './PhotoTagList';
import type { PhotoTagging } from './usePhotoTagging';

function TagSomeoneForm({ memory, tagging }: { memory: MemoryFieldsFragment; tagging: PhotoTagging }) {
  const { t } = useTranslation('memories');
  if (tagging.mode.kind !== 'tagging') return null;
  const { box, person } = tagging.mode;
  const isPhoto = memory.kind === 'image';
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      <Alert severity="info" icon={false}>
        {!isPhoto
          ? t('tagging.videoHint')
          : box
            ? t('tagging.boxDrawn')
            : t('tagging.drawHint')}
      </Alert>
      <PersonPicker
        id={`tag-person-${memory.id}`}
        label={t('tagging.who')}
        value={person}
        onChange={tagging.choosePerson}
        autoFocus
        excludeIds={memory.photoTags.map((t) => t.member.id)}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={tagging.cancel} disabled={tagging.busy}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void tagging.save()} disabled={!person || tagging.busy}>
          {t('tagging.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Who is in the memory, and tagging someone, moving or removing a tag. */
export function PhotoTagsPanel({ memory, tagging }: { memory: MemoryFieldsFragment; tagging: PhotoTagging }) {
  const { t } = useTranslation('memories');
  const { mode } = tagging;
  const tagButton = useRef<HTMLButtonElement>(null);
  const wasTagging = useRef(false);

  // When tagging ends, the keyboard's place (lost with the form) comes back to "Tag someone".
  useEffect(() => {
    const idle = mode.kind === 'idle';
    const lost = !document.activeElement || document.activeElement === document.body;
    if (idle && wasTagging.current && lost) tagButton.current?.focus();
    wasTagging.current = !idle;
  }, [mode.kind]);

  return (
    <Box
      component="section"
      aria-labelledby={`tags-${memory.id}`}
      onKeyDown={(event) => {
        // Escape leaves tagging first; the next one closes the viewer.
        if (event.key !== 'Escape' || mode.kind === 'idle' || event.defaultPrevented) return;
        event.stopPropagation();
        tagging.cancel();
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={`tags-${memory.id}`} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t('tags.title')}
        </Typography>
        {memory.viewerCan.tag && mode.kind === 'idle' && (
          <Button ref={tagButton} size="small" startIcon={<PersonAddAltRoundedIcon />} onClick={tagging.startTagging}>
            {t('tags.tagSomeone')}
          </Button>
        )}
      </Box>
      <PhotoTagList
        tags={memory.photoTags}
        movable={memory.kind === 'image' && mode.kind === 'idle'}
        busy={tagging.busy}
        onMove={tagging.startMoving}
        onRemove={tagging.remove}
      />
      <TagSomeoneForm memory={memory} tagging={tagging} />
      {mode.kind === 'moving' && (
        <Alert
          severity="info"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={tagging.cancel} autoFocus>
              {t('action.cancel')}
            </Button>
          }
        >
          {t('tagging.moveHint', { name: mode.tag.member.fullName })}
        </Alert>
      )}
    </Box>
  );
}
