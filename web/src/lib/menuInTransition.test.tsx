import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMenuInTransition } from './menuInTransition';

function Colour() {
  const [value, setValue] = useState('red');
  const menu = useMenuInTransition();
  return (
    <TextField select label="Colour" value={value} onChange={(event) => setValue(event.target.value)} slotProps={menu}>
      <MenuItem value="red">Red</MenuItem>
      <MenuItem value="blue">Blue</MenuItem>
    </TextField>
  );
}

it('opens the menu when the field is pressed, takes the choice and closes', async () => {
  render(<Colour />);
  expect(screen.queryByRole('listbox')).toBeNull();
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Colour' })));
  await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Blue' })));
  expect(screen.getByRole('combobox', { name: 'Colour' }).textContent).toBe('Blue');
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

it('draws the menu after the press that opened it is over (a transition), then at once', async () => {
  // Outside act(), as in the browser: an urgent update is drawn before the next task, a transition after it.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    root.render(<Colour />);
    await waitFor(() => expect(container.querySelector('[role="combobox"]')).not.toBeNull());
    // Dispatched as the browser does (Testing Library's fireEvent would wrap it in act()).
    container.querySelector('[role="combobox"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
  } finally {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
