import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { MAX_SCALE, MIN_SCALE } from './constants';
import { centredOn, type Size, type ViewTransform } from './cull';

const ANIMATION_MS = 450;

interface ZoomViewOptions {
  svgRef: RefObject<SVGSVGElement | null>;
  /** The one group the transform is applied to. */
  sceneRef: RefObject<SVGGElement | null>;
  sizeRef: RefObject<Size>;
  /** Where the current transform is kept; read it, never write it. */
  transformRef: RefObject<ViewTransform>;
  /** Called on every zoom or pan frame: keep it cheap. */
  onChange: () => void;
}

export interface ZoomView {
  jumpTo(t: ViewTransform): void;
  animateTo(t: ViewTransform): void;
  panBy(dx: number, dy: number): void;
  /** Zooms about the middle; animated steps build on the target of a step still under way. */
  zoomBy(factor: number, animate?: boolean): void;
  /** Where the view is going: the end of the animation under way, else where it is. */
  target(): ViewTransform;
}

const clampScale = (k: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, k));
const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The middle of the panel in tree units. */
function centreOf(t: ViewTransform, size: Size) {
  return { x: (size.width / 2 - t.x) / t.k, y: (size.height / 2 - t.y) / t.k };
}

/**
 * d3-zoom on the panel's svg: wheel and pinch zoom, drag pan. Each zoom frame writes the transform
 * straight onto the scene group, without React, and then calls `onChange`.
 */
export function useZoomView({ svgRef, sceneRef, sizeRef, transformRef, onChange }: ZoomViewOptions): ZoomView {
  const behaviourRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const animationRef = useRef(0);
  const targetRef = useRef<ViewTransform | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const stopAnimation = useCallback(() => {
    cancelAnimationFrame(animationRef.current);
    animationRef.current = 0;
    targetRef.current = null;
  }, []);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([MIN_SCALE, MAX_SCALE])
      .extent(() => [
        [0, 0],
        [sizeRef.current.width, sizeRef.current.height],
      ])
      .clickDistance(4)
      .on('start', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        if (event.sourceEvent) stopAnimation();
      })
      .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        const { x, y, k } = event.transform;
        transformRef.current = { x, y, k };
        sceneRef.current?.setAttribute('transform', event.transform.toString());
        onChangeRef.current();
      });
    const selection = select(svg);
    selection.call(behaviour).on('dblclick.zoom', null);
    behaviourRef.current = behaviour;
    return () => {
      stopAnimation();
      selection.on('.zoom', null);
      behaviourRef.current = null;
    };
  }, [svgRef, sceneRef, sizeRef, transformRef, stopAnimation]);

  return useMemo(() => {
    const apply = (t: ViewTransform) => {
      const svg = svgRef.current;
      const behaviour = behaviourRef.current;
      if (!svg || !behaviour) return;
      behaviour.transform(select(svg), zoomIdentity.translate(t.x, t.y).scale(t.k));
    };
    const jumpTo = (t: ViewTransform) => {
      stopAnimation();
      apply(t);
    };
    // Moves the middle of the view in a straight line while the scale changes, so the target never
    // swings out of sight. A journey longer than the panel is wide zooms out on the way and back in
    // (never below MIN_SCALE), so the viewer sees where it goes.
    const animateTo = (target: ViewTransform) => {
      stopAnimation();
      if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') return apply(target);
      const size = sizeRef.current;
      const start = transformRef.current;
      const from = centreOf(start, size);
      const to = centreOf(target, size);
      const middleK = Math.sqrt(start.k * target.k);
      const distance = Math.hypot(to.x - from.x, to.y - from.y);
      const dip = Math.min(1, Math.max(MIN_SCALE, size.width / Math.max(1, distance)) / middleK);
      const duration = ANIMATION_MS * (1 + Math.min(1, Math.log2(1 / dip) / 3));
      const began = performance.now();
      targetRef.current = target;
      const step = (now: number) => {
        const progress = Math.min(1, (now - began) / duration);
        const e = ease(progress);
        const k = start.k * (target.k / start.k) ** e * dip ** Math.sin(Math.PI * e);
        apply(progress < 1 ? centredOn({ x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e }, size, k) : target);
        if (progress < 1) {
          animationRef.current = requestAnimationFrame(step);
        } else {
          animationRef.current = 0;
          targetRef.current = null;
        }
      };
      animationRef.current = requestAnimationFrame(step);
    };
    const panBy = (dx: number, dy: number) => {
      const t = transformRef.current;
      jumpTo({ x: t.x + dx, y: t.y + dy, k: t.k });
    };
    const heading = () => targetRef.current ?? transformRef.current;
    // Quick clicks each multiply the scale the previous one was heading for, so none is lost to
    // the animation that has only just started.
    const zoomBy = (factor: number, animate = false) => {
      const from = animate ? heading() : transformRef.current;
      const to = centredOn(centreOf(from, sizeRef.current), sizeRef.current, clampScale(from.k * factor));
      if (animate) animateTo(to);
      else jumpTo(to);
    };
    return { jumpTo, animateTo, panBy, zoomBy, target: heading };
  }, [svgRef, sizeRef, transformRef, stopAnimation]);
}
