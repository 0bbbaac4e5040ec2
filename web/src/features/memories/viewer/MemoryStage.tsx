import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { MemoryInfo } from './MemoryInfo';
import { MemoryMedia } from './MemoryMedia';
import { PhotoTagsPanel } from './PhotoTagsPanel';
import { usePhotoTagging } from './usePhotoTagging';
import { useSwipe } from './useSwipe';
import { FaceBoxLayer } from '../faces/FaceBoxLayer';
import { FaceSuggestionsPanel } from '../faces/FaceSuggestionsPanel';
import { useFaceSuggestions } from '../faces/useFaceSuggestions';

interface MemoryStageProps {
  memory: MemoryFieldsFragment;
  titleId: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onDeleted: () => void;
}

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.45)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
  '&.Mui-disabled': { display: 'none' },
} as const;

/** One memory in the viewer: the photo or video (swipe for the next) beside what is known of it. */
export function MemoryStage({ memory, titleId, onPrevious, onNext, onDeleted }: MemoryStageProps) {
  const { t } = useTranslation('memories');
  const tagging = usePhotoTagging(memory);
  const faces = useFaceSuggestions(memory);
  // While faces found are on the photo, a drag there moves a box rather than the memory.
  const swipe = useSwipe(onNext, onPrevious, tagging.drawing || faces.state.phase === 'ready');
  const { mode } = tagging;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const hasPrevious = Boolean(onPrevious);
  const hasNext = Boolean(onNext);

  // At the first or last memory its button goes away: keep the keyboard's place on the other one.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === previousButton.current && !hasPrevious) nextButton.current?.focus();
    if (active === nextButton.current && !hasNext) previousButton.current?.focus();
  }, [hasPrevious, hasNext]);

  return (
    // Never squeezed by the dialog: on a phone a long side column scrolls below the photo instead of over it.
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, minHeight: '100%', flexShrink: 0 }}>
      <Box
        {...swipe}
        sx={{ position: 'relative', display: 'grid', placeItems: 'center', bgcolor: 'grey.900', p: { xs: 1, md: 2 }, minHeight: { xs: 240, md: 0 } }}
      >
        <MemoryMedia
          memory={memory}
          tagging={{
            drawing: tagging.drawing,
            alwaysShow: mode.kind !== 'idle',
            draft: mode.kind === 'tagging' ? mode.box : null,
            movingId: mode.kind === 'moving' ? mode.tag.id : null,
            onDraw: tagging.draw,
          }}
          overlay={<FaceBoxLayer faces={faces} />}
        />
        <IconButton ref={previousButton} aria-label={t('viewer.previous')} onClick={onPrevious} disabled={!onPrevious} sx={{ ...navButton, left: 8 }}>
          <ChevronLeftRoundedIcon />
        </IconButton>
        <IconButton ref={nextButton} aria-label={t('viewer.next')} onClick={onNext} disabled={!onNext} sx={{ ...navButton, right: 8 }}>
          <ChevronRightRoundedIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 }, pt: { xs: 2, md: 7 }, display: 'grid', gap: 2, alignContent: 'start', overflowY: { md: 'auto' } }}>
        <MemoryInfo key={memory.id} memory={memory} titleId={titleId} onDeleted={onDeleted} />
        <Divider />
        <PhotoTagsPanel memory={memory} tagging={tagging} />
        <FaceSuggestionsPanel memory={memory} faces={faces} />
      </Box>
    </Box>
  );
}
