import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { preloadableLazy } from './preloadableLazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('shows its fallback until the code has come, then the component', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Lazy = preloadableLazy(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), <p>Loading…</p>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('draws a component loaded ahead of time at once, without its fallback', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadableLazy(load, <p>Loading…</p>);
    await Lazy.preload();
    await Lazy.preload();
    render(<Lazy name="Ben" />);
    expect(screen.getByText('Hello Ben')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary, and loads again on the next try', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = preloadableLazy(load);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/family-tree">
        <Lazy name="Cleo" />
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    rerender(
      <ScreenErrorBoundary resetKey="/family-tree?focus=cleo">
        <Lazy name="Cleo" />
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByText('Hello Cleo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
