import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSelectInTransition } from './selectInTransition';

function Colour() {
  const [value, setValue] = useState('red');
  const select = useSelectInTransition({ value, onChange: (event) => setValue(event.target.value) });
  return (
    <>
      <TextField select label="Colour" {...select}>
        <MenuItem value="red">Red</MenuItem>
        <MenuItem value="blue">Blue</MenuItem>
      </TextField>
      <output>{value}</output>
    </>
  );
}

it('opens the menu when the field is pressed, takes the choice and closes', async () => {
  render(<Colour />);
  expect(screen.queryByRole('listbox')).toBeNull();
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Colour' })));
  await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Blue' })));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Colour' }).textContent).toBe('Blue'));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('opens from the keyboard too', async () => {
  render(<Colour />);
  const field = screen.getByRole('combobox', { name: 'Colour' });
  act(() => field.focus());
  await act(async () => fireEvent.keyDown(field, { key: 'ArrowDown' }));
  expect(screen.getByRole('listbox')).toBeTruthy();
  expect(screen.getByRole('option', { name: 'Red' }).getAttribute('aria-selected')).toBe('true');
});

/** Draws the field in a root of its own, outside act(): an urgent update is drawn before the next task, a transition after it. */
async function outsideAct(check: (container: HTMLElement) => Promise<void>) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    root.render(<Colour />);
    await waitFor(() => expect(container.querySelector('[role="combobox"]')).not.toBeNull());
    await check(container);
  } finally {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

it('draws the menu after the press that opened it is over (a transition), then at once', async () => {
  await outsideAct(async (container) => {
    // Dispatched as the browser does (Testing Library's fireEvent would wrap it in act()).
    container.querySelector('[role="combobox"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    await microtasks();
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
  });
});

it('takes the choice once the frame of the press that made it is painted, then shows it', async () => {
  await outsideAct(async (container) => {
    const field = container.querySelector('[role="combobox"]')!;
    field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    const blue = await waitFor(() => {
      const option = [...document.querySelectorAll('[role="option"]')].find((item) => item.textContent === 'Blue');
      expect(option).toBeDefined();
      return option!;
    });
    blue.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    await microtasks();
    expect(container.querySelector('output')!.textContent).toBe('red');
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('blue'));
    expect(field.textContent).toBe('Blue');
  });
});
