import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent } from 'd3-zoom';
import { drawTimeline, fitView, frameCache, type DrawStyle, type FrameCache, type View } from './drawTimeline';
import type { TimelineModel } from './timelineModel';

/** What the page asks of the canvas: draw the frame at a (fractional) year. */
export interface TimelineCanvasHandle {
  draw(t: number): void;
}

interface TimelineCanvasProps {
  model: TimelineModel;
  /** The year drawn first and whenever the canvas is resized or moved while paused. */
  initialYear: number;
  reducedMotion: boolean;
  /** Describes the drawing for screen readers (the summary's id). */
  describedBy: string;
  label: string;
  handle: Ref<TimelineCanvasHandle>;
}

/**
 * The chart of the animated timeline on a canvas: sized to its box (and the device's pixels),
 * panned and zoomed with d3-zoom (wheel, pinch, drag), drawn on demand. The first frame sets
 * `data-first-frame` and a performance mark, for the bench.
 */
export function TimelineCanvas({ model, initialYear, reducedMotion, describedBy, label, handle }: TimelineCanvasProps) {
  const theme = useTheme();
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const viewRef = useRef<View | null>(null);
  const sizeRef = useRef({ width: 0, height: 0 });
  const tRef = useRef(initialYear);
  const frameRef = useRef(0);
  const firstRef = useRef(true);
  const styleRef = useRef<DrawStyle | null>(null);
  const cacheRef = useRef<FrameCache | null>(null);
  const motionRef = useRef(reducedMotion);
  useEffect(() => {
    motionRef.current = reducedMotion;
    // The colour scheme's colours as CSS variables resolve them here (the theme object holds the
    // light scheme's; the dark one applies through the variables).
    const css = canvasRef.current ? getComputedStyle(canvasRef.current) : null;
    const token = (name: string, fallback: string) => css?.getPropertyValue(`--mui-palette-${name}`).trim() || fallback;
    const p = theme.palette;
    styleRef.current = {
      background: token('background-paper', p.background.paper),
      person: token('primary-main', p.primary.main),
      estimated: token(dark ? 'grey-500' : 'grey-600', p.grey[600]),
      line: token('text-secondary', p.text.secondary),
      partner: token('secondary-main', p.secondary.main),
      item: token('warning-main', p.warning.main),
      text: token('text-primary', p.text.primary),
    };
  });

  const paint = useCallback(() => {
    frameRef.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const { width, height } = sizeRef.current;
    if (!canvas || !ctx || !width || !viewRef.current || !styleRef.current) return;
    cacheRef.current ??= frameCache(document.createElement('canvas'));
    const surface = { width, height, ratio: window.devicePixelRatio || 1 };
    const facts = drawTimeline(ctx, model, tRef.current, viewRef.current, surface, styleRef.current, motionRef.current, cacheRef.current);
    canvas.dataset.drawn = String(facts.drawn);
    if (firstRef.current) {
      firstRef.current = false;
      canvas.dataset.firstFrame = 'drawn';
      performance.mark('animated-timeline-first-frame');
    }
  }, [model]);

  const draw = useCallback(
    (t: number) => {
      tRef.current = t;
      paint();
    },
    [paint],
  );
  useImperativeHandle(handle, () => ({ draw }), [draw]);

  // Size to the box, and zoom: the first size fits the whole layout in.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const behaviour = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([0.002, 8])
      .on('zoom', (event: D3ZoomEvent<HTMLCanvasElement, unknown>) => {
        viewRef.current = { x: event.transform.x, y: event.transform.y, k: event.transform.k };
        if (!frameRef.current) frameRef.current = requestAnimationFrame(paint);
      });
    const selection = select(canvas).call(behaviour);
    const resize = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      sizeRef.current = { width: box.width, height: box.height };
      canvas.width = Math.round(box.width * ratio);
      canvas.height = Math.round(box.height * ratio);
      if (!viewRef.current) {
        const fit = fitView(model, box.width, box.height);
        selection.call(behaviour.transform, zoomIdentity.translate(fit.x, fit.y).scale(fit.k));
      }
      paint();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    return () => {
      observer.disconnect();
      selection.on('.zoom', null);
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [model, paint]);

  // The theme or the colour scheme changed: draw again.
  useEffect(() => {
    paint();
  }, [theme, dark, paint]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="animated-timeline-canvas"
      sx={{ display: 'block', width: '100%', height: { xs: 360, md: 'clamp(280px, calc(100vh - 500px), 520px)' }, borderRadius: 2, border: 1, borderColor: 'divider', touchAction: 'none', cursor: 'grab' }}
    />
  );
}
