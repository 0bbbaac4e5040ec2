import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { brand } from '../../../theme/palette';
import { INITIAL_SCALE, OVERSCAN_PX, PANEL_HEIGHT } from './constants';
import { centredOn, edgesIn, peopleIn, sameItems, visibleArea, type Size, type ViewTransform } from './cull';
import type { EdgeShape, PlacedPerson, TreeLayout } from './layout';
import { PersonNode } from './PersonNode';
import { markTree, TREE_DRAWN_MARK } from './timing';
import { TreeEdgeView } from './TreeEdgeView';
import { useZoomView } from './useZoomView';
import { ZoomControls } from './ZoomControls';

/** The size assumed until the panel has been measured (and where nothing can be measured, as in tests). */
const FALLBACK_SIZE: Size = { width: 960, height: 600 };
const PAN_STEP = 80;
const ZOOM_STEP = 1.25;

interface TreePanelProps {
  layout: TreeLayout;
  selectedId: string | null;
  /** A person was chosen (click, Enter or Space), after the view started moving to them. */
  onActivate: (id: string) => void;
  busy?: boolean;
  onShowMoreAbove?: () => void;
  onShowMoreBelow?: () => void;
}

interface Drawn {
  layout: TreeLayout | null;
  people: PlacedPerson[];
  edges: EdgeShape[];
}

/**
 * The zoomable tree. Only the people and lines that meet the visible area are rendered: each zoom
 * frame moves one group and asks for a culling pass on the next animation frame, and React renders
 * again only when that pass finds a different set.
 */
export function TreePanel({ layout, selectedId, onActivate, busy, onShowMoreAbove, onShowMoreBelow }: TreePanelProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const sceneRef = useRef<SVGGElement>(null);
  const sizeRef = useRef<Size>(FALLBACK_SIZE);
  const transformRef = useRef<ViewTransform>({ x: 0, y: 0, k: INITIAL_SCALE });
  const layoutRef = useRef(layout);
  const shownFocusRef = useRef<string | null>(null);
  const frameRef = useRef(0);
  const [drawn, setDrawn] = useState<Drawn>({ layout: null, people: [], edges: [] });
  const [paintedLayout, setPaintedLayout] = useState<TreeLayout | null>(null);
  const clipId = useId().replace(/:/g, '');
  const hintId = useId();

  const cull = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = 0;
    const current = layoutRef.current;
    const area = visibleArea(transformRef.current, sizeRef.current, OVERSCAN_PX);
    const people = peopleIn(current, area);
    const edges = edgesIn(current, area);
    setDrawn((previous) =>
      previous.layout === current && sameItems(previous.people, people) && sameItems(previous.edges, edges)
        ? previous
        : { layout: current, people, edges },
    );
  }, []);

  const scheduleCull = useCallback(() => {
    if (!frameRef.current) frameRef.current = requestAnimationFrame(cull);
  }, [cull]);

  const view = useZoomView({ svgRef, sceneRef, sizeRef, transformRef, onChange: scheduleCull });

  const measure = useCallback(() => {
    const element = containerRef.current;
    if (element && element.clientWidth > 0 && element.clientHeight > 0) {
      sizeRef.current = { width: element.clientWidth, height: element.clientHeight };
    }
  }, []);

  // More generations or fresh data keep the view where it is: the focus is always at the origin, so
  // the same transform still fits. A new focus glides to the middle: when the previous layout had
  // that person too, the view is first moved into the new layout's coordinates (the person is where
  // they were on screen), so the motion goes on from wherever it was.
  useLayoutEffect(() => {
    const previous = shownFocusRef.current === null ? null : layoutRef.current;
    layoutRef.current = layout;
    measure();
    if (shownFocusRef.current !== layout.focusId) {
      shownFocusRef.current = layout.focusId;
      const k = previous ? transformRef.current.k : INITIAL_SCALE;
      const target = centredOn({ x: 0, y: 0 }, sizeRef.current, k);
      const anchor = previous?.byId.get(layout.focusId);
      if (anchor) {
        const t = transformRef.current;
        view.jumpTo({ x: t.x + anchor.x * t.k, y: t.y + anchor.y * t.k, k: t.k });
        view.animateTo(target);
      } else {
        view.jumpTo(target);
      }
    }
    cull();
  }, [layout, measure, view, cull]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      measure();
      scheduleCull();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, scheduleCull]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // `data-tree-ready` appears once the frame holding this layout has been painted.
  useEffect(() => {
    if (drawn.layout !== layout) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        markTree(TREE_DRAWN_MARK);
        setPaintedLayout(layout);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [drawn.layout, layout]);

  const activate = useCallback(
    (id: string) => {
      const person = layoutRef.current.byId.get(id);
      if (person) view.animateTo(centredOn(person, sizeRef.current, transformRef.current.k));
      onActivate(id);
    },
    [view, onActivate],
  );

  const recentre = () => {
    const focus = layoutRef.current.byId.get(layoutRef.current.focusId) ?? { x: 0, y: 0 };
    view.animateTo(centredOn(focus, sizeRef.current, INITIAL_SCALE));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => view.panBy(PAN_STEP, 0),
      ArrowRight: () => view.panBy(-PAN_STEP, 0),
      ArrowUp: () => view.panBy(0, PAN_STEP),
      ArrowDown: () => view.panBy(0, -PAN_STEP),
      '+': () => view.zoomBy(ZOOM_STEP),
      '=': () => view.zoomBy(ZOOM_STEP),
      '-': () => view.zoomBy(1 / ZOOM_STEP),
      _: () => view.zoomBy(1 / ZOOM_STEP),
      '0': recentre,
      Home: recentre,
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: PANEL_HEIGHT,
        minHeight: 360,
        borderRadius: 5,
        border: 1,
        borderColor: 'divider',
        bgcolor: brand.cream,
        backgroundImage: `radial-gradient(${brand.line} 1px, transparent 1px)`,
        backgroundSize: '22px 22px',
        overflow: 'hidden',
      }}
    >
      <Box
        ref={containerRef}
        tabIndex={0}
        role="group"
        aria-roledescription="family tree"
        aria-label="Family tree"
        aria-describedby={hintId}
        aria-busy={busy ? 'true' : undefined}
        data-tree-ready={paintedLayout === layout ? 'true' : undefined}
        data-node-count={layout.people.length}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          inset: 0,
          cursor: 'grab',
          '&:active': { cursor: 'grabbing' },
          '&:focus-visible': { outline: `3px solid ${brand.terracottaLight}`, outlineOffset: -3, borderRadius: 5 },
          '& .tree-person': { cursor: 'pointer', outline: 'none' },
          '& .tree-person:hover .tree-card': { stroke: brand.terracottaLight },
          '& .tree-person:focus-visible .tree-card': { stroke: brand.terracottaDark, strokeWidth: 3 },
          '& svg text': { fontFamily: 'inherit', userSelect: 'none' },
        }}
      >
        <svg ref={svgRef} width="100%" height="100%" style={{ display: 'block', touchAction: 'none' }}>
          <defs>
            <clipPath id={clipId} clipPathUnits="objectBoundingBox">
              <circle cx={0.5} cy={0.5} r={0.5} />
            </clipPath>
          </defs>
          <g ref={sceneRef}>
            <g>
              {drawn.edges.map((edge) => (
                <TreeEdgeView key={edge.id} edge={edge} />
              ))}
            </g>
            <g>
              {drawn.people.map((placed) => (
                <PersonNode
                  key={placed.id}
                  placed={placed}
                  selected={placed.id === selectedId}
                  clipId={clipId}
                  onActivate={activate}
                />
              ))}
            </g>
          </g>
        </svg>
      </Box>
      <span id={hintId} hidden>
        Drag or use the arrow keys to move around, plus and minus to zoom, 0 to re-centre. Choose a person to centre
        the tree on them and see their details.
      </span>
      {busy && <LinearProgress aria-label="Loading the tree" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {onShowMoreAbove && (
        <MoreButton placement="top" onClick={onShowMoreAbove} disabled={busy}>
          Show more generations above
        </MoreButton>
      )}
      {onShowMoreBelow && (
        <MoreButton placement="bottom" onClick={onShowMoreBelow} disabled={busy}>
          Show more generations below
        </MoreButton>
      )}
      <ZoomControls onZoomIn={() => view.zoomBy(ZOOM_STEP, true)} onZoomOut={() => view.zoomBy(1 / ZOOM_STEP, true)} onRecentre={recentre} />
    </Box>
  );
}

function MoreButton({
  placement,
  onClick,
  disabled,
  children,
}: {
  placement: 'top' | 'bottom';
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <Button
      size="small"
      variant="contained"
      color="inherit"
      onClick={onClick}
      disabled={disabled}
      startIcon={placement === 'top' ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
      sx={{
        position: 'absolute',
        left: '50%',
        transform: 'translateX(-50%)',
        [placement]: 12,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        whiteSpace: 'nowrap',
        boxShadow: '0 2px 8px rgba(47, 36, 31, 0.08)',
      }}
    >
      {children}
    </Button>
  );
}
