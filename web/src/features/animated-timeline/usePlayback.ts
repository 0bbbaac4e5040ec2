import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, clampYear } from './yearState';
import type { TimelineModel } from './timelineModel';

interface PlaybackOptions {
  model: TimelineModel;
  startYear: number;
  speed: number;
  reducedMotion: boolean;
  /** Called on every frame with the fractional year: draw it (no React state). */
  onFrame: (t: number) => void;
}

export interface Playback {
  /** The whole year shown (React state: it changes at most once a frame). */
  year: number;
  playing: boolean;
  play(): void;
  pause(): void;
  toggle(): void;
  /** Jumps to a whole year (and pauses nowhere: playing goes on from there). */
  seek(year: number): void;
}

/**
 * Playing through the years on requestAnimationFrame: the fractional year moves at `speed` years a
 * second and each frame is drawn at it; with reduced motion the frames show whole years only (the
 * drawing steps, nothing tweens). Playing from the last year starts again at the first.
 */
export function usePlayback({ model, startYear, speed, reducedMotion, onFrame }: PlaybackOptions): Playback {
  const [year, setYear] = useState(() => clampYear(model, startYear));
  const [playing, setPlaying] = useState(false);
  const tRef = useRef(year);
  const speedRef = useRef(speed);
  const onFrameRef = useRef(onFrame);
  const motionRef = useRef(reducedMotion);
  useEffect(() => {
    speedRef.current = speed;
    onFrameRef.current = onFrame;
    motionRef.current = reducedMotion;
  });

  const show = useCallback((t: number) => {
    tRef.current = t;
    onFrameRef.current(motionRef.current ? Math.floor(t) : t);
    setYear(Math.floor(t));
  }, []);

  useEffect(() => {
    if (!playing) return undefined;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const step = advance(tRef.current, speedRef.current, now - last, model.lastYear);
      last = now;
      show(step.t);
      if (step.ended) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, model, show]);

  const play = useCallback(() => {
    if (tRef.current >= model.lastYear) show(model.firstYear);
    setPlaying(true);
  }, [model, show]);
  const pause = useCallback(() => {
    setPlaying(false);
    show(Math.floor(tRef.current));
  }, [show]);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);
  const seek = useCallback((to: number) => show(clampYear(model, to)), [model, show]);

  return { year, playing, play, pause, toggle, seek };
}
