import type { FocusEvent, ReactNode } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { preloadableLazy } from '../lib/preloadableLazy';
import { useOnceTrue } from '../lib/useOnceTrue';
import { useTooltipOpening } from './tooltipOpening';

const Tooltip = preloadableLazy(() => import('@mui/material/Tooltip').then((m) => m.default));

/**
 * MUI's tooltip over `children` (an icon button, enabled or not): shown once a pointer has rested
 * on them or the keyboard's focus has come to them, with the app's delays (theme/tooltips.ts), and
 * closed by Escape. Its code, with the positioning engine under it, loads as the pointer or focus
 * arrives rather than with the page, and the children are never mounted again when it does.
 */
export function Hint({ title, placement, children }: { title: string; placement?: TooltipProps['placement']; children: ReactNode }) {
  const { open, show, hide } = useTooltipOpening();
  const wanted = useOnceTrue(open);
  const ask = () => {
    // A failed load is retried, and reported, when the tooltip is drawn.
    Tooltip.preload().catch(() => undefined);
    show();
  };
  return (
    <span
      style={{ display: 'inline-flex', position: 'relative' }}
      onPointerEnter={ask}
      onPointerLeave={hide}
      onFocus={(event: FocusEvent<HTMLElement>) => event.target.matches(':focus-visible') && ask()}
      onBlur={hide}
    >
      {children}
      {/* The tooltip's anchor: the children's box, which the children themselves keep. */}
      {wanted && (
        <Tooltip title={title} open={open} onClose={hide} placement={placement} describeChild>
          <span aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Tooltip>
      )}
    </span>
  );
}
