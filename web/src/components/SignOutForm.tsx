import type { ReactNode } from 'react';

/**
 * The form that signs out: a full-page post to the server, which ends the session (and the
 * provider's) and returns to the landing page. Its child is the Sign Out button (type="submit");
 * the form itself takes no room in the layout, so the button sits where a link would.
 */
export function SignOutForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="post" action={action} style={{ display: 'contents' }}>
      {children}
    </form>
  );
}
