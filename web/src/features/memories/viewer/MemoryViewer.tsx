import { useEffect, useEffectEvent, useId, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { MemoryCardFieldsFragment } from '../../../gql/graphql';
import { MemoryDocument } from '../memoryQueries';
import { MemoryStage } from './MemoryStage';

export interface MemoryViewerProps {
  /** The memories shown around this one, in order: Previous and Next walk through them. */
  memories: MemoryCardFieldsFragment[];
  memoryId: string;
  onNavigate: (memoryId: string) => void;
  onClose: () => void;
  /** Called when the viewer nears the end of `memories`, to load more. */
  onNearEnd?: () => void;
}

/** Keys typed into a field, a menu or a playing video are theirs, not the viewer's. */
function keyBelongsToControl(target: EventTarget) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO'].includes(target.tagName) || target.closest('[role="listbox"],[role="menu"]') !== null;
}

/** A memory large, in a lightbox (the whole screen on phones), with the others a key or a swipe away. */
export function MemoryViewer({ memories, memoryId, onNavigate, onClose, onNearEnd }: MemoryViewerProps) {
  const { t } = useTranslation('memories');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const index = memories.findIndex((m) => m.id === memoryId);
  // The list holds what its cards show; the viewer reads the memory whole (with its tags).
  const fetched = useQuery(MemoryDocument, { variables: { id: memoryId } });
  // While the next one is read, the one before stays (the keyboard focus with it).
  const memory = fetched.data?.memory ?? fetched.previousData?.memory ?? null;
  const previous = index > 0 ? memories[index - 1] : null;
  const next = index >= 0 && index < memories.length - 1 ? memories[index + 1] : null;
  const goPrevious = previous ? () => onNavigate(previous.id) : undefined;
  const goNext = next ? () => onNavigate(next.id) : undefined;

  const nearEnd = useEffectEvent(() => onNearEnd?.());
  useEffect(() => {
    if (index >= 0) nearEnd();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a dialog opened over the viewer (Edit, Delete) reach here through React, not the page.
    if (!event.currentTarget.contains(event.target as Node) || keyBelongsToControl(event.target)) return;
    if (event.key === 'ArrowLeft' && goPrevious) goPrevious();
    else if (event.key === 'ArrowRight' && goNext) goNext();
    else return;
    event.preventDefault();
  };

  const afterDelete = () => (goNext ?? goPrevious ?? onClose)();

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { height: { sm: 'calc(100% - 64px)' }, position: 'relative', overflowX: 'hidden' } } }}
    >
      <IconButton
        aria-label={t('viewer.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseRoundedIcon />
      </IconButton>
      {memory ? (
        <MemoryStage memory={memory} titleId={titleId} onPrevious={goPrevious} onNext={goNext} onDeleted={afterDelete} />
      ) : fetched.error ? (
        <Box sx={{ p: 3, pt: 8 }}>
          <QueryErrorAlert message={t('viewer.loadFailed')} onRetry={() => void fetched.refetch()} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('viewer.loading')} />
        </Box>
      )}
    </Dialog>
  );
}
