import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import { theme } from '../theme/theme';
import { TOOLTIP } from '../theme/tooltips';
import { Hint } from './Hint';

function Toolbar() {
  return (
    <ThemeProvider theme={theme}>
      <Hint title="Zoom in (+)">
        <IconButton aria-label="Zoom in">+</IconButton>
      </Hint>
      <Hint title="Zoom out (−)">
        <IconButton aria-label="Zoom out" disabled>
          −
        </IconButton>
      </Hint>
    </ThemeProvider>
  );
}

/** The Hint wrapped around a button: where the pointer is felt. */
const hintOf = (name: string) => screen.getByRole('button', { name }).parentElement!;

/** Lets `ms` pass on the fake clock, and the tooltip's code come in. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('Hint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens once the pointer has rested on its button for the delay, and the next one at once', async () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(hintOf('Zoom in'));
    await wait(TOOLTIP.delay - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(1);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Zoom in (+)');
    // Its arrow's tip the side offset from the button (below it, as MUI places it by default).
    expect(getComputedStyle(tooltip.querySelector('.MuiTooltip-tooltip')!).marginTop).toBe(`calc(0.71em + ${TOOLTIP.sideOffset}px)`);

    // Along the toolbar, the next tooltip (a disabled button's too) follows without waiting.
    fireEvent.pointerLeave(hintOf('Zoom in'));
    await wait(TOOLTIP.skipDelay - 1);
    fireEvent.pointerEnter(hintOf('Zoom out'));
    await wait(0);
    expect(screen.getByText('Zoom out (−)')).toBeInTheDocument();
  });

  it('waits the whole delay again once the skip delay after a close has passed, and never opens for a pointer that left', async () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(hintOf('Zoom in'));
    await wait(TOOLTIP.delay);
    await screen.findByRole('tooltip');
    fireEvent.pointerLeave(hintOf('Zoom in'));
    await wait(TOOLTIP.skipDelay);

    fireEvent.pointerEnter(hintOf('Zoom out'));
    await wait(TOOLTIP.delay / 2);
    fireEvent.pointerLeave(hintOf('Zoom out'));
    await wait(TOOLTIP.delay);
    expect(screen.queryByText('Zoom out (−)')).not.toBeInTheDocument();
  });
});
