import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MapRoundedIcon from '@mui/icons-material/MapRounded';
import { Hint } from '../../../components/Hint';
import { mix, tone } from '../../../theme/palette';
import type { Size, ViewTransform } from './cull';
import type { TreeLayout } from './layout';
import { fromMinimap, minimapFrame, minimapPath, toMinimap, viewRectOf } from './minimapGeometry';

const MAX_SIZE: Size = { width: 200, height: 120 };

export interface MinimapHandle {
  /** Moves the rectangle to where the panel's view is now; cheap enough for every frame. */
  refresh(): void;
}

interface MinimapProps {
  layout: TreeLayout;
  transformRef: RefObject<ViewTransform>;
  sizeRef: RefObject<Size>;
  /** Centre the panel on this tree point: gliding for a click, at once while dragging. */
  onMove: (to: { x: number; y: number }, glide: boolean) => void;
  ref?: Ref<MinimapHandle>;
}

/**
 * The whole chart in miniature with the panel's view as a rectangle; a click or a drag moves the
 * view there. The people are one path, redrawn only when the layout changes; the rectangle is
 * moved without React.
 */
export const Minimap = memo(function Minimap({ layout, transformRef, sizeRef, onMove, ref }: MinimapProps) {
  const { t } = useTranslation('familyTree');
  const [open, setOpen] = useState(true);
  const rectRef = useRef<SVGRectElement>(null);
  const dragging = useRef(false);
  const frame = useMemo(() => minimapFrame(layout.bounds, MAX_SIZE), [layout]);
  const shape = useMemo(() => minimapPath(layout, frame), [layout, frame]);
  const focus = layout.byId.get(layout.focusId);
  const focusAt = focus ? toMinimap(frame, focus) : null;

  const refresh = useCallback(() => {
    const rect = rectRef.current;
    if (!rect) return;
    const view = viewRectOf(frame, transformRef.current, sizeRef.current);
    rect.setAttribute('x', String(view.x));
    rect.setAttribute('y', String(view.y));
    rect.setAttribute('width', String(Math.max(2, view.width)));
    rect.setAttribute('height', String(Math.max(2, view.height)));
  }, [frame, transformRef, sizeRef]);
  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useLayoutEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  const move = (event: PointerEvent<SVGSVGElement>, glide: boolean) => {
    const box = event.currentTarget.getBoundingClientRect();
    onMove(fromMinimap(frame, { x: event.clientX - box.left, y: event.clientY - box.top }), glide);
  };

  if (!open) {
    return (
      <Paper variant="outlined" sx={{ position: 'absolute', left: 12, bottom: 12, borderRadius: 3 }}>
        <Hint title={t('overview.show')} placement="right">
          <IconButton aria-label={t('overview.show')} size="small" onClick={() => setOpen(true)} sx={{ m: 0.25 }}>
            <MapRoundedIcon />
          </IconButton>
        </Hint>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('overview.label')}
      sx={{ position: 'absolute', left: 12, bottom: 12, p: 0.75, pr: 4.5, borderRadius: 3, bgcolor: mix(tone.paper, 0.92) }}
    >
      <svg
        width={frame.width}
        height={frame.height}
        aria-hidden
        style={{ display: 'block', cursor: 'pointer', touchAction: 'none', overflow: 'hidden' }}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          move(event, true);
        }}
        onPointerMove={(event) => dragging.current && move(event, false)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <path d={shape} fill={mix(tone.inkSoft, 0.45)} />
        {focusAt && <circle cx={focusAt.x} cy={focusAt.y} r={3} fill={tone.terracotta} />}
        <rect ref={rectRef} fill={mix(tone.terracottaLight, 0.12)} stroke={tone.terracotta} strokeWidth={1.5} rx={2} />
      </svg>
      <Box sx={{ position: 'absolute', top: 2, right: 2 }}>
        <Hint title={t('overview.hide')} placement="top">
          <IconButton aria-label={t('overview.hide')} size="small" onClick={() => setOpen(false)}>
            <CloseRoundedIcon fontSize="small" />
          </IconButton>
        </Hint>
      </Box>
    </Paper>
  );
});
