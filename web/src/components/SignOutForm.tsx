import type { FormEvent, ReactNode } from 'react';
import { forgetOnSignOut } from '../offline';

/** Deletes what was kept for offline reading, then posts the sign-out as the form would have. */
function forgetFirst(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const form = event.currentTarget;
  void forgetOnSignOut().finally(() => form.submit());
}

/**
 * The form that signs out: a full-page post to the server, which ends the session (and the
 * provider's) and returns to the landing page. Its child is the Sign Out button (type="submit");
 * the form itself takes no room in the layout, so the button sits where a link would. What the
 * browser kept for offline reading is deleted first.
 */
export function SignOutForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="post" action={action} style={{ display: 'contents' }} onSubmit={forgetFirst}>
      {children}
    </form>
  );
}
