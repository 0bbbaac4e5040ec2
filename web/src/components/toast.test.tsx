import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast({ title: 'Profile Updated', text: 'Your changes have been saved.' })}>Save</button>;
}

describe('toasts', () => {
  it('can be dismissed at once, without waiting for them to hide', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Profile UpdatedYour changes have been saved.');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
