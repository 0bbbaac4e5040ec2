import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { chooseOption, microtasks, outsideAct, pressSelect } from '../test/outsideAct';
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

it('draws the menu after the press that opened it is over (a transition), then at once', async () => {
  await outsideAct(<Colour />, async (container) => {
    pressSelect(container.querySelector('[role="combobox"]')!);
    await microtasks();
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
  });
});

it('takes the choice once the frame of the press that made it is painted, then shows it', async () => {
  await outsideAct(<Colour />, async (container) => {
    const field = container.querySelector('[role="combobox"]')!;
    await chooseOption(field, 'Blue');
    await microtasks();
    expect(container.querySelector('output')!.textContent).toBe('red');
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('blue'));
    expect(field.textContent).toBe('Blue');
  });
});
