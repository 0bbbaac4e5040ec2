import { useCallback, useEffect, useRef, useState } from 'react';
import { TOOLTIP } from '../theme/tooltips';

/** When a tooltip last closed, on the page's clock: shared by every tooltip, for the skip delay. */
let lastClosed = -Infinity;

/**
 * A tooltip's open state with the app's delays (theme/tooltips.ts): `show` opens it after
 * TOOLTIP.delay, or at once when another closed less than TOOLTIP.skipDelay before; `hide` closes
 * it, or forgets an opening still to come.
 */
export function useTooltipOpening(): { open: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (shown.current) return;
    const reveal = () => {
      shown.current = true;
      setOpen(true);
    };
    if (performance.now() - lastClosed < TOOLTIP.skipDelay) reveal();
    else timer.current = setTimeout(reveal, TOOLTIP.delay);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (!shown.current) return;
    shown.current = false;
    lastClosed = performance.now();
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { open, show, hide };
}
