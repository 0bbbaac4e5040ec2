import { lazy, Suspense, useState, type FocusEvent, type ReactNode } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's tooltip over `children` (an icon button): shown while a pointer is over them or the
 * keyboard's focus is on them. Its code, with the positioning engine under it, loads the first time
 * it is wanted rather than with the page, and the children are never mounted again when it does.
 */
export function Hint({ title, children }: { title: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
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
      {wanted && (
        <Suspense fallback={null}>
          {/* The tooltip's anchor: the children's box, which the children themselves keep. */}
          <Tooltip title={title} open={open} describeChild>
            <span aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
          </Tooltip>
        </Suspense>
      )}
    </span>
  );
}
