import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('may wrap only after the @ and before dots, and reads as the plain address', () => {
    const { container } = render(
      <p>
        <EmailAddress email="amelia.featherstonehaugh@example.co.uk" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(/^amelia\.featherstonehaugh@example\.co\.uk$/);
    expect(paragraph.innerHTML).toBe('amelia<wbr>.featherstonehaugh@<wbr>example<wbr>.co<wbr>.uk');
  });
});
