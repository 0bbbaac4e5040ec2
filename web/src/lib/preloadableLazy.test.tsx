import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
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

  it('shows the component when its code arrives between drawing the fallback and its effects', async () => {
    // Outside act(), as in the browser: React draws, then runs effects in a later task. Code loaded
    // ahead (a route's preload) can arrive in between; the fallback must not stay for good.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    let arrive: (component: typeof Greeting) => void = () => {};
    const Lazy = preloadableLazy(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    void Lazy.preload();
    function ArrivesWhileDrawn() {
      arrive(Greeting);
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      root.render(
        <>
          <Lazy name="Dora" />
          <ArrivesWhileDrawn />
        </>,
      );
      await waitFor(() => expect(container).toHaveTextContent('Hello Dora'));
    } finally {
      root.unmount();
      container.remove();
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
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
