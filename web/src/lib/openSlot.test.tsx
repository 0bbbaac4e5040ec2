import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { OpenSlot, useSlot, type Slot } from './openSlot';

function Screen({ onSlot }: { onSlot: (slot: Slot<{ name: string }>) => void }) {
  const slot = useSlot<{ name: string }>();
  onSlot(slot);
  return (
    <main>
      <h1>The screen</h1>
      <OpenSlot slot={slot}>{({ name }, close) => <div role="dialog" aria-label={name}><button onClick={close}>Close</button></div>}</OpenSlot>
    </main>
  );
}

it('draws what the slot is opened with, and nothing once it is closed', async () => {
  let slot!: Slot<{ name: string }>;
  render(<Screen onSlot={(s) => (slot = s)} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => slot.open({ name: 'Add Family Member' }));
  expect(screen.getByRole('dialog', { name: 'Add Family Member' })).toBeTruthy();
  await act(async () => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => slot.open({ name: 'Add Family Member again' }));
  expect(screen.getByRole('dialog', { name: 'Add Family Member again' })).toBeTruthy();
});


it('opens as a transition: the click that opened it is over before the dialog is drawn, which follows without anything else', async () => {
  // Outside act(), as in the browser: an urgent update is drawn before the next task, a transition after it.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  let slot!: Slot<{ name: string }>;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    root.render(<Screen onSlot={(s) => (slot = s)} />);
    await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    slot.open({ name: 'Add Family Member' });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Add Family Member'));
  } finally {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
