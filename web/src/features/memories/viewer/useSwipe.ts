import { useRef, type TouchEvent } from 'react';

/** How far a finger must travel sideways (px) to count as a swipe. */
const DISTANCE = 50;

/** Touch handlers that call `onLeft`/`onRight` after a mostly sideways swipe, unless `disabled`. */
export function useSwipe(onLeft: (() => void) | undefined, onRight: (() => void) | undefined, disabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A drag on a video's controls seeks in it.
      const onVideo = event.target instanceof HTMLVideoElement;
      start.current = disabled || onVideo || event.touches.length > 1 || !touch ? null : { x: touch.clientX, y: touch.clientY };
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch || disabled) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      // A finger moving left brings the next memory, as on a phone's photo app.
      if (dx < 0) onLeft?.();
      else onRight?.();
    },
  };
}
