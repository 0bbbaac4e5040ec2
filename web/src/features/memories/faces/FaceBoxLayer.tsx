import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { boxStyle, type PhotoBox } from '../viewer/photoBox';
import { moveBox, resizeBox } from './faceBoxes';
import { promptFor } from './faceSuggestionState';
import type { FaceSuggestions } from './useFaceSuggestions';

/** How far one arrow key moves or resizes a box (a fiftieth of the photo; a tenth of that with Alt). */
const STEP = 0.02;

type Drag = { key: string; kind: 'move' | 'resize'; start: { x: number; y: number }; box: PhotoBox; rect: DOMRect };

/**
 * The faces found, drawn over the photo as dashed boxes to accept, move or resize: dragged with a
 * pointer (the corner handle resizes), or with the keyboard (arrows move, Shift+arrows resize).
 */
export function FaceBoxLayer({ faces }: { faces: FaceSuggestions }) {
  const { t } = useTranslation('memories');
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const { state } = faces;
  if (state.phase !== 'ready' || !state.faces.length) return null;

  const begin = (event: PointerEvent<HTMLElement>, key: string, kind: Drag['kind'], box: PhotoBox) => {
    if (event.button > 0 || !layer.current) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    faces.select(key);
    drag.current = { key, kind, start: { x: event.clientX, y: event.clientY }, box, rect: layer.current.getBoundingClientRect() };
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || !d.rect.width || !d.rect.height) return;
    event.stopPropagation();
    const dx = (event.clientX - d.start.x) / d.rect.width;
    const dy = (event.clientY - d.start.y) / d.rect.height;
    faces.move(d.key, d.kind === 'move' ? moveBox(d.box, dx, dy) : resizeBox(d.box, dx, dy));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current) event.stopPropagation();
    drag.current = null;
  };
  const keys = (event: KeyboardEvent<HTMLElement>, key: string, box: PhotoBox) => {
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.altKey ? STEP / 10 : STEP;
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    faces.move(key, event.shiftKey ? resizeBox(box, dx, dy) : moveBox(box, dx, dy));
  };

  return (
    <Box ref={layer} data-testid="face-box-layer" sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {state.faces.map((face, i) => {
        const prompt = promptFor(face);
        const selected = state.selected === face.key;
        const label = prompt ? t('faces.boxAsking', { n: i + 1, name: prompt.name, score: prompt.score.toFixed(2) }) : t('faces.boxLabel', { n: i + 1 });
        return (
          <Box
            key={face.key}
            role="button"
            tabIndex={0}
            data-testid="face-box"
            aria-label={`${label}. ${t('faces.boxKeys')}`}
            aria-pressed={selected}
            onFocus={() => faces.select(face.key)}
            onKeyDown={(e) => keys(e, face.key, face.box)}
            onPointerDown={(e) => begin(e, face.key, 'move', face.box)}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
            sx={{
              position: 'absolute',
              ...boxStyle(face.box),
              pointerEvents: 'auto',
              cursor: 'move',
              touchAction: 'none',
              border: '2px dashed',
              borderColor: selected ? 'warning.light' : 'common.white',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.6)',
              borderRadius: 1,
              zIndex: selected ? 2 : 1,
              outline: 'none',
              '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}` },
            }}
          >
            <Box component="span" sx={{ position: 'absolute', bottom: '100%', left: -2, mb: 0.5, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.75)', color: 'common.white', typography: 'caption', lineHeight: 1.6, whiteSpace: 'nowrap' }}>
              {label}
            </Box>
            <Box
              data-testid="face-box-resize"
              aria-hidden
              onPointerDown={(e) => begin(e, face.key, 'resize', face.box)}
              onPointerMove={follow}
              onPointerUp={end}
              sx={{ position: 'absolute', right: -7, bottom: -7, width: 14, height: 14, borderRadius: '50%', bgcolor: selected ? 'warning.light' : 'common.white', border: '1px solid rgba(0,0,0,0.6)', cursor: 'nwse-resize' }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
