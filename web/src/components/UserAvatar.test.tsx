import { fireEvent, render, screen } from '@testing-library/react';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows initials until the photo has loaded, then the photo', () => {
    const { container } = render(
      <UserAvatar name="Ada Lovelace" firstName="Ada" lastName="Lovelace" imageUrl="/uploads/ada.png" />,
    );
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ada Lovelace' })).not.toBeInTheDocument();

    fireEvent.load(container.querySelector('img[hidden]') as HTMLImageElement);

    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/uploads/ada.png');
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
  });

  it('keeps the initials when the photo cannot be loaded', () => {
    const { container } = render(<UserAvatar name="Ada Lovelace" firstName="Ada" imageUrl="/uploads/missing.png" />);
    fireEvent.error(container.querySelector('img[hidden]') as HTMLImageElement);
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});
