import { act, render, screen } from '@testing-library/react';
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

