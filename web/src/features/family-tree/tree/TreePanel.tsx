import { use, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { FULL_CARD_SCALE, INITIAL_SCALE, OVERSCAN_PX } from './constants';
import { ChartStyleContext } from './chartStyles';
import { cardFormAt, centredOn, edgesIn, peopleIn, personAt, sameItems, visibleArea, withPinned, type CardForm, type Size, type ViewTransform } from './cull';
import { DistantLayer } from './DistantLayer';
import { cardBoxOf, firstView, NARROW_PX, revealing, viewMarginFor, wholeChartView } from './firstView';
import { ChartDefs, EdgeLines } from './ChartParts';
import { GoToPerson } from './GoToPerson';
import { STEP_OF_KEY, type Step } from './keyboardNavigation';
import { closeFamilyOf, kinshipOf, noKinship, type Relationship } from './kinship';
import type { EdgeShape, PlacedPerson, TreeLayout } from './layout';
import { Minimap, type MinimapHandle } from './Minimap';
import { MoreButton } from './MoreButton';
import { chartAreaSx, panelFrameSx } from './panelFrame';
import { PersonNode } from './PersonNode';
import { markTree, TREE_DRAWN_MARK } from './timing';
import { usePanelTop } from './usePanelTop';
import { useTreeKeyboard } from './useTreeKeyboard';
import { useZoomView } from './useZoomView';
import { ZoomControls } from './ZoomControls';

/** The size assumed until the panel has been measured (and where nothing can be measured, as in tests). */
const FALLBACK_SIZE: Size = { width: 960, height: 600 };
const PAN_STEP = 80;
const ZOOM_STEP = 1.25;
/** Wider panels have room for the overview. */
const OVERVIEW_PX = 700;

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface TreePanelProps {
  layout: TreeLayout;
  selectedId: string | null;
  /** A person was chosen (click, Enter, Space or the search box), after the view started moving to them. */
  onActivate: (id: string) => void;
  /**
   * The window's relationships, so the arrow keys go to parents and children and the first view
   * fits the close family; without them the keys go to whoever is nearest in the next row.
   */
  relationships?: readonly Relationship[];
  busy?: boolean;
  onShowMoreAbove?: () => void;
  onShowMoreBelow?: () => void;
  /** A frame holding the layout has been painted. */
  onDrawn?: () => void;
  /** A control over the chart, above the zoom buttons (the chart's style). */
  styleControl?: ReactNode;
}

interface Drawn {
  layout: TreeLayout | null;
  people: PlacedPerson[];
  edges: EdgeShape[];
  form: CardForm;
}

/**
 * The zoomable tree. Only the people and lines that meet the visible area are rendered: each zoom
 * frame moves one group and asks for a culling pass on the next animation frame, and React renders
 * again only when that pass finds a different set or the cards change form. One card (the focus
 * at first) is the tab stop; the arrow keys move on from it to relatives.
 */
export function TreePanel({ layout, selectedId, onActivate, relationships, busy, onShowMoreAbove, onShowMoreBelow, onDrawn, styleControl }: TreePanelProps) {
  const { t } = useTranslation('familyTree');
  const chartStyle = use(ChartStyleContext);
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const sceneRef = useRef<SVGGElement>(null);
  const minimapRef = useRef<MinimapHandle>(null);
  const sizeRef = useRef<Size>(FALLBACK_SIZE);
  const transformRef = useRef<ViewTransform>({ x: 0, y: 0, k: INITIAL_SCALE });
  const layoutRef = useRef(layout);
  const shownFocusRef = useRef<string | null>(null);
  const frameRef = useRef(0);
  const [drawn, setDrawn] = useState<Drawn>({ layout: null, people: [], edges: [], form: 'full' });
  const [paintedLayout, setPaintedLayout] = useState<TreeLayout | null>(null);
  const [panelSize, setPanelSize] = useState<Size>(FALLBACK_SIZE);
  const clipId = useId().replace(/:/g, '');
  const hintId = useId();
  const kinship = useMemo(() => (relationships ? kinshipOf(relationships) : noKinship), [relationships]);
  usePanelTop(panelRef);

  const cull = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = 0;
    const current = layoutRef.current;
    const t = transformRef.current;
    const area = visibleArea(t, sizeRef.current, OVERSCAN_PX);
    const people = peopleIn(current, area);
    const edges = edgesIn(current, area);
    const form = cardFormAt(t.k);
    setDrawn((previous) =>
      previous.layout === current && previous.form === form && sameItems(previous.people, people) && sameItems(previous.edges, edges)
        ? previous
        : { layout: current, people, edges, form },
    );
    minimapRef.current?.refresh();
  }, []);

  const scheduleCull = useCallback(() => {
    if (!frameRef.current) frameRef.current = requestAnimationFrame(cull);
  }, [cull]);

  const view = useZoomView({ svgRef, sceneRef, sizeRef, transformRef, onChange: scheduleCull });

  const measure = useCallback(() => {
    const element = containerRef.current;
    if (element && element.clientWidth > 0 && element.clientHeight > 0) {
      const size = { width: element.clientWidth, height: element.clientHeight };
      sizeRef.current = size;
      setPanelSize((previous) => (previous.width === size.width && previous.height === size.height ? previous : size));
    }
  }, []);

  const stackedAbove = Boolean(onShowMoreAbove);
  const marginOf = useCallback((size: Size) => viewMarginFor(size.width, stackedAbove), [stackedAbove]);

  const firstViewOf = useCallback(
    (shown: TreeLayout) =>
      firstView(shown, sizeRef.current, relationships ? closeFamilyOf(kinship, shown.focusId) : undefined, marginOf(sizeRef.current)),
    [kinship, relationships, marginOf],
  );

  // More generations or fresh data keep the view where it is: the focus is always at the origin, so
  // the same transform still fits. A new focus glides to its first view: when the previous layout
  // had that person too, the view is first moved into the new layout's coordinates (the person is
  // where they were on screen), so the motion goes on from wherever it was.
  useLayoutEffect(() => {
    const previous = shownFocusRef.current === null ? null : layoutRef.current;
    layoutRef.current = layout;
    measure();
    if (shownFocusRef.current !== layout.focusId) {
      shownFocusRef.current = layout.focusId;
      const target = firstViewOf(layout);
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
  }, [layout, measure, view, cull, firstViewOf]);

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
        markTree(TREE_DRAWN_MARK, { members: layout.people.length });
        setPaintedLayout(layout);
        onDrawn?.();
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [drawn.layout, layout, onDrawn]);

  const reveal = useCallback(
    (person: PlacedPerson) => {
      const from = view.target();
      const to = revealing(from, sizeRef.current, cardBoxOf(person), marginOf(sizeRef.current));
      if (to !== from) view.animateTo(to);
    },
    [view, marginOf],
  );

  const { currentId, makeCurrent, onCardFocus, step, announcement } = useTreeKeyboard({ layout, kinship, containerRef, reveal, rendered: drawn });

  const activate = useCallback(
    (id: string, takeFocus = false) => {
      const person = layoutRef.current.byId.get(id);
      if (person) view.animateTo(centredOn(person, sizeRef.current, view.target().k));
      makeCurrent(id, takeFocus);
      onActivate(id);
    },
    [view, onActivate, makeCurrent],
  );

  const pick = useCallback(
    (clientX: number, clientY: number) => {
      const box = svgRef.current?.getBoundingClientRect();
      const t = transformRef.current;
      if (!box) return;
      const person = personAt(layoutRef.current, { x: (clientX - box.left - t.x) / t.k, y: (clientY - box.top - t.y) / t.k });
      if (person) activate(person.id);
    },
    [activate],
  );

  // Stable, like the handlers above, so the controls over the chart do not render again on each pan.
  const goTo = useCallback((id: string) => activate(id, true), [activate]);
  const fit = useCallback(() => view.animateTo(wholeChartView(layoutRef.current, sizeRef.current, marginOf(sizeRef.current))), [view, marginOf]);
  const recentre = useCallback(() => view.animateTo(firstViewOf(layoutRef.current)), [view, firstViewOf]);
  const zoomIn = useCallback(() => view.zoomBy(ZOOM_STEP, true), [view]);
  const zoomOut = useCallback(() => view.zoomBy(1 / ZOOM_STEP, true), [view]);
  const moveTo = useCallback(
    (to: { x: number; y: number }, glide: boolean) => {
      const target = centredOn(to, sizeRef.current, view.target().k);
      if (glide) view.animateTo(target);
      else view.jumpTo(target);
    },
    [view],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = STEP_OF_KEY[event.key];
    const pans: Record<Step, [number, number]> = { left: [PAN_STEP, 0], right: [-PAN_STEP, 0], up: [0, PAN_STEP], down: [0, -PAN_STEP] };
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': fit,
      f: fit,
      F: fit,
      Home: recentre,
    };
    const action = direction ? () => (event.shiftKey ? view.panBy(...pans[direction]) : step(direction)) : actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const { form } = drawn;
  // The gold style frames the viewer's card wherever the view is, even as the plain shapes far out.
  const selfId = useMemo(() => (chartStyle === 'gold' ? (layout.people.find((p) => p.person.isSelf)?.id ?? null) : null), [chartStyle, layout]);
  const shown = withPinned(layout, form === 'shape' ? [] : drawn.people, [currentId, selectedId, layout.focusId, selfId]);
  const { bounds } = layout;
  const showOverview =
    panelSize.width >= OVERVIEW_PX &&
    ((bounds.maxX - bounds.minX) * FULL_CARD_SCALE > panelSize.width || (bounds.maxY - bounds.minY) * FULL_CARD_SCALE > panelSize.height);
  const narrow = panelSize.width < NARROW_PX;

  return (
    <Box
      ref={panelRef}
      sx={panelFrameSx}
    >
      {/* Before the chart, so that Tab reaches the search box, then the chart, then its controls. */}
      <Box sx={{ position: 'absolute', zIndex: 1, top: 12, left: 12, width: narrow ? 'calc(100% - 24px)' : 260 }}>
        <GoToPerson layout={layout} onChoose={goTo} />
      </Box>
      <Box
        ref={containerRef}
        role="group"
        aria-roledescription={t('tree.roleDescription')}
        aria-label={t('tree.label')}
        aria-describedby={hintId}
        aria-busy={busy ? 'true' : undefined}
        data-tree-ready={paintedLayout === layout ? 'true' : undefined}
        data-node-count={layout.people.length}
        data-card-form={form}
        onKeyDown={onKeyDown}
        sx={chartAreaSx}
      >
        <svg ref={svgRef} width="100%" height="100%" style={{ display: 'block', touchAction: 'none' }}>
          <ChartDefs clipId={clipId} />
          <g ref={sceneRef}>
            {form === 'shape' ? (
              <DistantLayer people={drawn.people} edges={drawn.edges} onPick={pick} />
            ) : (
              <EdgeLines edges={drawn.edges} />
            )}
            <g>
              {shown.map((placed) => (
                <PersonNode
                  key={placed.id}
                  placed={placed}
                  selected={placed.id === selectedId}
                  form={form}
                  tabbable={placed.id === currentId}
                  clipId={clipId}
                  onActivate={activate}
                  onFocus={onCardFocus}
                />
              ))}
            </g>
          </g>
        </svg>
      </Box>
      <span id={hintId} hidden>
        {t('tree.keyboardHint')}
      </span>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        <span key={announcement.count}>{announcement.text}</span>
      </Box>
      {busy && <LinearProgress aria-label={t('tree.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {onShowMoreAbove && <MoreButton placement="top" narrow={narrow} onClick={onShowMoreAbove} disabled={busy} />}
      {onShowMoreBelow && <MoreButton placement="bottom" narrow={narrow} onClick={onShowMoreBelow} disabled={busy} />}
      {showOverview && (
        <Minimap ref={minimapRef} layout={layout} transformRef={transformRef} sizeRef={sizeRef} onMove={moveTo} />
      )}
      <Box sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
        {styleControl}
        <ZoomControls onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} onRecentre={recentre} />
      </Box>
    </Box>
  );
}
