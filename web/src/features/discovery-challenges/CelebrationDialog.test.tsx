import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CelebrationDialog, REDUCED_MOTION } from './CelebrationDialog';
import { badge, rewards } from './test/challengeFixtures';

/** A browser whose system asks for less motion, or not. (jsdom has no matchMedia of its own.) */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === REDUCED_MOTION,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const celebration = { challengeId: 'c1', title: 'Five ancestors', rewards: rewards({ points: 50, experience: 100, badge: badge('root-seeker', 'Root seeker'), unlocks: 'chart_heritage_style' }) };

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('CelebrationDialog', () => {
  it('celebrates with the badge, the rewards and falling confetti', () => {
    prefersReducedMotion(false);
    renderWithProviders(<CelebrationDialog celebration={celebration} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Challenge complete!' });
    expect(dialog).toHaveAccessibleDescription(/You finished “Five ancestors”\./);
    expect(within(dialog).getByRole('img', { name: 'Root seeker' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Unlocked: Heritage style for the tree chart');
    expect(within(dialog).getByRole('button', { name: 'Wonderful!' })).toHaveFocus();
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(screen.getByTestId('celebration-emblem')).not.toHaveStyle({ animation: 'none' });
  });

  it('holds still for someone whose system asks for less motion: no confetti, no bounce, the same words', () => {
    prefersReducedMotion(true);
    renderWithProviders(<CelebrationDialog celebration={celebration} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Challenge complete!' });
    expect(dialog).toHaveTextContent('+50 points · +100 XP');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(screen.getByTestId('celebration-emblem')).toHaveStyle({ animation: 'none' });
  });

  it('closes on its button', async () => {
    prefersReducedMotion(true);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<CelebrationDialog celebration={celebration} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Wonderful!' }));
    expect(onClose).toHaveBeenCalled();
  });
});
