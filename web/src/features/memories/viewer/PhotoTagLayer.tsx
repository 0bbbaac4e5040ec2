import { useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { PhotoTagFieldsFragment } from '../../../gql/graphql';
import { boxBetween, boxStyle, fractionIn, type PhotoBox, type Point } from './photoBox';

interface PhotoTagLayerProps {
  tags: PhotoTagFieldsFragment[];
  /** Boxes are always shown (while tagging), else only while the photo is hovered or focused. */
  alwaysShow: boolean;
  /** Dragging draws a box. */
  drawing: boolean;
  /** A box drawn and not yet saved. */
  draft: PhotoBox | null;
  /** The tag being moved, drawn apart from the others. */
  movingId?: string | null;
  onDraw: (box: PhotoBox) => void;
}

const tagBox = {
  position: 'absolute',
  border: '2px solid',
  borderColor: 'common.white',
  borderRadius: 1,
  boxShadow: '0 0 0 1px rgba(0,0,0,0.5), 0 2px 8px rgba(0,0,0,0.35)',
  pointerEvents: 'none',
} as const;

function TagLabel({ name }: { name: string }) {
  return (
    <Box
      component="span"
      sx={{ position: 'absolute', top: '100%', left: -2, mt: 0.5, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white', typography: 'caption', lineHeight: 1.6, whiteSpace: 'nowrap' }}
    >
      {name}
    </Box>
  );
}

/** Tagged people's boxes over a photo, and the surface on which a new box is dragged out. */
export function PhotoTagLayer({ tags, alwaysShow, drawing, draft, movingId, onDraw }: PhotoTagLayerProps) {
  const [start, setStart] = useState<Point | null>(null);
  const [current, setCurrent] = useState<Point | null>(null);
  const live = start && current ? boxBetween(start, current) : null;
  const shownDraft = live ?? draft;

  const pointAt = (event: PointerEvent<HTMLElement>) => fractionIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
  const begin = (event: PointerEvent<HTMLElement>) => {
    if (!drawing || event.button > 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    setStart(point);
    setCurrent(point);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (start) setCurrent(pointAt(event));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (!start) return;
    event.stopPropagation();
    const box = boxBetween(start, pointAt(event));
    setStart(null);
    setCurrent(null);
    if (box) onDraw(box);
  };

  return (
    <Box
      data-testid="photo-tag-layer"
      onPointerDown={begin}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => setStart(null)}
      sx={{
        position: 'absolute',
        inset: 0,
        cursor: drawing ? 'crosshair' : 'default',
        touchAction: drawing ? 'none' : 'auto',
        '& .photo-tag': { opacity: alwaysShow ? 1 : 0, transition: 'opacity 150ms' },
      }}
    >
      {tags.map((tag) =>
        tag.box && tag.id !== movingId ? (
          <Box key={tag.id} className="photo-tag" data-testid="photo-tag-box" sx={{ ...tagBox, ...boxStyle(tag.box) }}>
            <TagLabel name={tag.member.fullName} />
          </Box>
        ) : null,
      )}
      {shownDraft && (
        <Box data-testid="draft-box" sx={{ ...tagBox, ...boxStyle(shownDraft), borderStyle: 'dashed', borderColor: 'primary.light', bgcolor: 'rgba(255,255,255,0.12)' }} />
      )}
    </Box>
  );
}
