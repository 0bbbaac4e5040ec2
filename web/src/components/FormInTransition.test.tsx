import { jest } from '@jest/globals';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSelectInTransition } from '../lib/selectInTransition';
import { chooseOption, microtasks, outsideAct } from '../test/outsideAct';
import { FormInTransition } from './FormInTransition';
import { SubmitButton } from './SubmitButton';

const schema = object({ name: string().required('A name, please') });

function NameForm({ onSubmit, name }: { onSubmit: (values: { name: string }) => Promise<void>; name: string }) {
  return (
    <Formik initialValues={{ name }} validationSchema={schema} onSubmit={onSubmit}>
      {(formik) => (
        <FormInTransition aria-label="Name">
          <input aria-label="name" {...formik.getFieldProps('name')} />
          {formik.errors.name && formik.touched.name ? <p role="alert">{formik.errors.name}</p> : null}
          <SubmitButton busy={formik.isSubmitting}>Save</SubmitButton>
        </FormInTransition>
      )}
    </Formik>
  );
}

const press = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

it('answers the press at once with the button busy, sends after that frame, and once however often it is pressed', async () => {
  let finish = () => {};
  const onSubmit = jest.fn((_values: { name: string }) => new Promise<void>((resolve) => (finish = resolve)));
  await outsideAct(<NameForm name="Ada" onSubmit={onSubmit} />, async (container) => {
    press(container);
    await microtasks();
    expect(container.querySelector('button')!.disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    press(container);
    container.querySelector('form')!.requestSubmit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada' });
    finish();
    await waitFor(() => expect(container.querySelector('button')!.disabled).toBe(false));
    press(container);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    finish();
  });
});

it('shows what is wrong when the form does not pass its checks, and sends once it is put right', async () => {
  const onSubmit = jest.fn(async (_values: { name: string }) => {});
  await outsideAct(<NameForm name="" onSubmit={onSubmit} />, async (container) => {
    press(container);
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('A name, please'));
    expect(onSubmit).not.toHaveBeenCalled();
    const input = container.querySelector('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Ada');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Pressed again once it can be: the message may be drawn a moment before the button is free again
    // (that comes with the submit's transition), and a disabled button takes no press.
    await waitFor(() => expect(container.querySelector('button')!.disabled).toBe(false));
    press(container);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada' });
  });
});

function ColourSelect({ value, onChange }: { value: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void }) {
  const select = useSelectInTransition({ id: 'colour', name: 'colour', value, onChange });
  return (
    <TextField select label="Colour" {...select}>
      <MenuItem value="red">Red</MenuItem>
      <MenuItem value="blue">Blue</MenuItem>
    </TextField>
  );
}

function ColourForm({ onSubmit }: { onSubmit: (values: { colour: string }) => Promise<void> }) {
  return (
    <Formik initialValues={{ colour: 'red' }} onSubmit={onSubmit}>
      {(formik) => (
        <FormInTransition aria-label="Colour">
          <ColourSelect value={formik.values.colour} onChange={formik.handleChange} />
          <SubmitButton busy={formik.isSubmitting}>Save</SubmitButton>
        </FormInTransition>
      )}
    </Formik>
  );
}

it('sends a choice made right before the press, in the same frame', async () => {
  const onSubmit = jest.fn(async (_values: { colour: string }) => {});
  await outsideAct(<ColourForm onSubmit={onSubmit} />, async (container) => {
    await chooseOption(container.querySelector('[role="combobox"]')!, 'Blue');
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ colour: 'blue' });
  });
});
