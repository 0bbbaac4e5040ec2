import { jest } from '@jest/globals';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../../../theme/theme';
import { FULL_CARD_SCALE } from './constants';
import { layoutTree } from './layout';
import { TreePanel } from './TreePanel';
import { bigDescendantWindow, riveraFamily } from '../test/treeFixtures';

function renderPanel(window = riveraFamily()) {
  const layout = layoutTree(window);
  const onActivate = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <ThemeProvider theme={theme}>
      <TreePanel layout={layout} selectedId={null} onActivate={onActivate} relationships={window.edges} />
    </ThemeProvider>,
  );
  return { user, onActivate, layout };
}

const card = (id: string) => document.querySelector<SVGGElement>(`[data-person-id="${id}"]`);
/** What is drawn over a card outside its button: photo or initials, dates. */
const pictureOf = (id: string) => document.querySelector<SVGGElement>(`[data-picture-of="${id}"]`);
const focusedPerson = () => document.activeElement?.getAttribute('data-person-id');
const announced = () => screen.getByRole('status').textContent;

/** Tab goes to the search box first, then to the one card that is the chart's tab stop. */
async function tabIntoChart(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Go to person' })).toHaveFocus();
  await user.tab();
}

/** The scale the chart is drawn at, read from the zoomed group. */
function scale(): number {
  const transform = screen.getByRole('group', { name: 'Family tree' }).querySelector('svg > g[transform]')?.getAttribute('transform') ?? '';
  return Number(/scale\(([^)]+)\)/.exec(transform)?.[1] ?? 1);
}

describe('TreePanel', () => {
  it('moves between relatives with the arrow keys and says who is reached', async () => {
    const { user, onActivate } = renderPanel();

    await tabIntoChart(user);
    expect(focusedPerson()).toBe('me');

    await user.keyboard('{ArrowUp}');
    const parent = focusedPerson();
    expect(['dad', 'mum']).toContain(parent);
    expect(announced()).toBe(parent === 'dad' ? 'Dad Rivera, Born Jan 1, 1950' : 'Mum Rivera, Born Jan 1, 1952');
    expect(card(parent!)).toHaveAttribute('tabindex', '0');
    expect(card('me')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    expect(focusedPerson()).toBe('me');
    expect(announced()).toBe('You (Me Rivera), Born Jun 1, 1980');

    await user.keyboard('{ArrowDown}');
    expect(['kid', 'baby']).toContain(focusedPerson());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe('No children shown');

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    const neighbour = focusedPerson();
    expect(['spouse', 'sister']).toContain(neighbour);

    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(neighbour);
  });

  it('zooms with + and −, each quick step building on the last', async () => {
    const { user } = renderPanel();
    const start = scale();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(scale()).toBeCloseTo(start * 1.25 * 1.25, 5), { timeout: 10_000 });

    act(() => card('me')?.focus());
    await user.keyboard('--');
    await waitFor(() => expect(scale()).toBeCloseTo(start, 5), { timeout: 10_000 });
  });

  it('shows initials and years when zoomed out past readable names, and plain shapes further out', async () => {
    const { user } = renderPanel();
    await tabIntoChart(user);

    await user.keyboard('--');
    await waitFor(() => expect(scale()).toBeLessThan(FULL_CARD_SCALE), { timeout: 10_000 });
    await waitFor(() => expect(card('dad')).toHaveAttribute('data-form', 'compact'));
    expect(pictureOf('dad')).toHaveTextContent('DRb. 1950');
    expect(pictureOf('grandpaRivera')).toHaveTextContent('GR1921–2003');

    await user.keyboard('----');
    await waitFor(() => expect(document.querySelector('.tree-distant-cards')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'Family tree' }).querySelectorAll('svg text')).toHaveLength(0);
    // The card the keyboard is on stays focusable.
    expect(card('me')).toHaveAttribute('tabindex', '0');
  });

  it('fits the whole chart with F and returns to the first view with Home', async () => {
    const { user, layout } = renderPanel();
    const first = scale();
    await tabIntoChart(user);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('f');
    await waitFor(() => expect(scale()).toBeCloseTo(Math.min(1, (960 - 32) / (layout.bounds.maxX - layout.bounds.minX), (600 - 112) / (layout.bounds.maxY - layout.bounds.minY)), 5), {
      timeout: 10_000,
    });
    await user.keyboard('{Home}');
    await waitFor(() => expect(scale()).toBeCloseTo(first, 5), { timeout: 10_000 });
  });

  it('goes to a person chosen by name and selects them', async () => {
    const { user, onActivate } = renderPanel();

    await user.type(screen.getByRole('combobox', { name: 'Go to person' }), 'grandk');
    await user.click(await screen.findByRole('option', { name: /Grandkid Rivera/ }));

    expect(onActivate).toHaveBeenCalledWith('grandkid');
    await waitFor(() => expect(focusedPerson()).toBe('grandkid'));
  });

  it('moves the view to where the overview is clicked, and hides the overview on request', async () => {
    const { user } = renderPanel(bigDescendantWindow(4));
    const overview = screen.getByRole('region', { name: 'Overview' });
    const map = overview.querySelector('svg')!;
    const before = screen.getByRole('group', { name: 'Family tree' }).querySelector('svg > g[transform]')?.getAttribute('transform');

    await user.pointer([{ keys: '[MouseLeft>]', target: map, coords: { clientX: 5, clientY: 5 } }, { keys: '[/MouseLeft]' }]);
    await waitFor(() => {
      const after = screen.getByRole('group', { name: 'Family tree' }).querySelector('svg > g[transform]')?.getAttribute('transform');
      expect(after).not.toBe(before);
    });
    expect(overview.querySelector('rect')).toHaveAttribute('width');

    await user.click(screen.getByRole('button', { name: 'Hide overview' }));
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show overview' }));
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });
});
