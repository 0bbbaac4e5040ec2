import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import type { PhotoBox } from './photoBox';
import { PhotoTagLayer } from './PhotoTagLayer';

/** How tall the photo or video may be: most of a phone's screen, the dialog's height elsewhere. */
const mediaHeight = { xs: '62vh', md: 'calc(100vh - 112px)' };

interface MemoryMediaProps {
  memory: MemoryFieldsFragment;
  tagging: { drawing: boolean; draft: PhotoBox | null; movingId: string | null; alwaysShow: boolean; onDraw: (box: PhotoBox) => void };
  /** Drawn over the photo above its tags (faces found, to accept or move). */
  overlay?: ReactNode;
}

/** The photo with its tags drawn over it, or the video ready to play. */
export function MemoryMedia({ memory, tagging, overlay }: MemoryMediaProps) {
  const { t } = useTranslation('memories');
  if (memory.kind === 'video') {
    return (
      <Box
        component="video"
        controls
        playsInline
        preload="metadata"
        src={memory.file.url}
        poster={memory.previewUrl ?? undefined}
        aria-label={memory.title}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: mediaHeight, bgcolor: 'common.black' }}
      />
    );
  }
  const names = memory.photoTags.map((t) => t.member.fullName).join(', ');
  return (
    <Box
      tabIndex={0}
      aria-label={names ? t('viewer.photoTagged', { title: memory.title, names }) : memory.title}
      role="group"
      sx={{
        position: 'relative',
        display: 'inline-block',
        maxWidth: '100%',
        lineHeight: 0,
        outline: 'none',
        '&:hover .photo-tag, &:focus-visible .photo-tag, &:focus-within .photo-tag': { opacity: 1 },
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}` },
      }}
    >
      <Box
        component="img"
        src={memory.previewUrl ?? memory.file.url}
        alt={memory.title}
        draggable={false}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: mediaHeight, userSelect: 'none' }}
      />
      <PhotoTagLayer tags={memory.photoTags} {...tagging} />
      {overlay}
    </Box>
  );
}
