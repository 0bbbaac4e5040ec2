import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GenealogyDateField } from './GenealogyDateField';

function Form({ error, touched }: { error?: string; touched?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <GenealogyDateField
        label="Born"
        name="birthDate"
        value={value}
        onChange={setValue}
        error={error}
        touched={touched}
      />
      <button type="button">Next</button>
    </>
  );
}

async function typeInto(text: string, props: { error?: string; touched?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Form {...props} />);
  const field = screen.getByLabelText('Born');
  await user.type(field, text);
  return { user, field };
}

describe('GenealogyDateField', () => {
  it('shows which forms it reads while empty', () => {
    render(<Form />);
    expect(screen.getByLabelText('Born')).toHaveAccessibleDescription(
      'e.g. 1928, Mar 1850, abt 1850, between 1848 and 1852, or (a description)',
    );
  });

  it.each([
    ['1928', 'Understood as 1928'],
    ['abt 1850', 'Understood as about 1850'],
    ['March 12, 1850', 'Understood as 12 March 1850'],
    ['1848–1852', 'Understood as between 1848 and 1852'],
    ['(the winter after the flood)', 'Understood as the winter after the flood'],
  ])('says how it understood “%s” as it is typed', async (text, description) => {
    const { field } = await typeInto(text);
    expect(field).toHaveAccessibleDescription(description);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('waits until the field is left to show a problem', async () => {
    const { user, field } = await typeInto('31 FEB 1900');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('February 1900 has only 28 days.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field).toHaveAccessibleDescription('February 1900 has only 28 days.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '29 FEB 2000');
    expect(field).toHaveAccessibleDescription('Understood as 29 February 2000');
  });

  it('shows a problem at once when the form marks the field touched', async () => {
    const { field } = await typeInto('abt', { touched: true });
    expect(field).toHaveAccessibleDescription('Add a year after “about”, e.g. about 1850.');
  });

  it('shows an error from the form instead of its own reading', async () => {
    const { field } = await typeInto('1850', { error: 'Death cannot be before birth.' });
    expect(field).toHaveAccessibleDescription('Death cannot be before birth.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
