import { useState, type FocusEvent, type ReactNode } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';
import { useOnceTrue } from '../lib/useOnceTrue';

const Tooltip = preloadableLazy(() => import('@mui/material/Tooltip').then((m) => m.default));

/**
 * MUI's tooltip over `children` (an icon button): shown while a pointer is over them or the
 * keyboard's focus is on them. Its code, with the positioning engine under it, loads the first time
 * it is wanted rather than with the page, and the children are never mounted again when it does.
 */
export function Hint({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const wanted = useOnceTrue(open);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span
      style={{ display: 'inline-flex', position: 'relative' }}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={(event: FocusEvent<HTMLElement>) => event.target.matches(':focus-visible') && show()}
      onBlur={hide}
    >
      {children}
      {/* The tooltip's anchor: the children's box, which the children themselves keep. */}
      {wanted && (
        <Tooltip title={title} open={open} describeChild>
          <span aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Tooltip>
      )}
    </span>
  );
}
