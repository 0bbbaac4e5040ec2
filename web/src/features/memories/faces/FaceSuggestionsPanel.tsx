import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FaceRetouchingNaturalRoundedIcon from '@mui/icons-material/FaceRetouchingNaturalRounded';
import { PersonPicker } from '../../../components/people-choices/PersonPicker';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { promptFor, type FoundFace } from './faceSuggestionState';
import type { FaceSuggestions } from './useFaceSuggestions';

function FoundFaceRow({ memory, face, n, faces }: { memory: MemoryFieldsFragment; face: FoundFace; n: number; faces: FaceSuggestions }) {
  const { t } = useTranslation('memories');
  const [person, setPerson] = useState<PersonChoice | null>(null);
  const prompt = promptFor(face);
  const selected = faces.state.selected === face.key;
  return (
    <Box
      data-testid="found-face"
      onFocusCapture={() => faces.select(face.key)}
      sx={{ border: 1, borderColor: selected ? 'warning.main' : 'divider', borderRadius: 1, p: 1.25, display: 'grid', gap: 1 }}
    >
      {prompt ? (
        <>
          <Typography variant="body2">
            {t('faces.isThis', { n, name: prompt.name })}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {prompt.score.toFixed(2)}
            </Box>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" disabled={faces.busy} onClick={() => faces.accept(face, { id: prompt.memberId, name: prompt.name }, prompt.score)}>
              {t('faces.yes', { name: prompt.name })}
            </Button>
            <Button size="small" variant="outlined" disabled={faces.busy} onClick={() => faces.turnDown(face, prompt)}>
              {t('faces.no')}
            </Button>
            <Button size="small" color="inherit" disabled={faces.busy} onClick={() => faces.dismiss(face)}>
              {t('faces.dismiss')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2">{t('faces.whoIs', { n })}</Typography>
          <PersonPicker id={`face-person-${memory.id}-${face.key}`} label={t('tagging.who')} value={person} onChange={setPerson} excludeIds={memory.photoTags.map((tag) => tag.member.id)} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" disabled={!person || faces.busy} onClick={() => person && faces.accept(face, person, face.score)}>
              {t('faces.tag')}
            </Button>
            <Button size="small" color="inherit" disabled={faces.busy} onClick={() => faces.dismiss(face)}>
              {t('faces.dismiss')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/** Finding faces on the photo and saying who they are: shown where face suggestions are on in one of the viewer's trees. */
export function FaceSuggestionsPanel({ memory, faces }: { memory: MemoryFieldsFragment; faces: FaceSuggestions }) {
  const { t } = useTranslation('memories');
  const { state } = faces;
  if (faces.off) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('faces.off')}
      </Typography>
    );
  }
  if (!faces.available) return null;
  const working = state.phase === 'loading' || state.phase === 'looking';
  return (
    <Box component="section" aria-labelledby={`faces-${memory.id}`} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`faces-${memory.id}`} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t('faces.title')}
        </Typography>
        {state.phase === 'ready' ? (
          <Button size="small" color="inherit" onClick={faces.close}>
            {t('faces.done')}
          </Button>
        ) : (
          <Button size="small" startIcon={<FaceRetouchingNaturalRoundedIcon />} onClick={faces.find} disabled={working}>
            {t('faces.find')}
          </Button>
        )}
      </Box>
      {working && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{state.phase === 'loading' ? t('faces.loading') : t('faces.looking')}</Typography>
        </Box>
      )}
      {state.phase === 'tooLarge' && (
        <Alert severity="warning" role="alert">
          {t('faces.tooLarge', { megapixels: state.megapixels })}
        </Alert>
      )}
      {state.phase === 'failed' && <Alert severity="error">{t('faces.failed')}</Alert>}
      {state.phase === 'ready' && (
        <Stack spacing={1} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {state.faces.length ? t('faces.found', { count: state.faces.length }) : t('faces.none')}
          </Typography>
          {state.faces.map((face, i) => (
            <FoundFaceRow key={face.key} memory={memory} face={face} n={i + 1} faces={faces} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
