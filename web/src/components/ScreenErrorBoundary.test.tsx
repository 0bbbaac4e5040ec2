import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Screen({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Failed to fetch dynamically imported module');
  return <p>Profile</p>;
}

describe('ScreenErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('offers to try again instead of leaving a blank page', () => {
    render(
      <ScreenErrorBoundary>
        <Screen broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tries the screen again when the reset key changes, e.g. on another path', () => {
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/profile">
        <Screen broken />
      </ScreenErrorBoundary>,
    );
    rerender(
      <ScreenErrorBoundary resetKey="/">
        <Screen broken={false} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });
});
