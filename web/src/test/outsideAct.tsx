import type { ReactElement } from 'react';
import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';

/**
 * Draws `element` in a root of its own, outside act(), as in the browser: an urgent update is drawn
 * before the next task, a transition or work left for after the paint later. Dispatch events as the
 * browser does (Testing Library's fireEvent would wrap them in act()).
 */
export async function outsideAct(element: ReactElement, check: (container: HTMLElement) => Promise<void>): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    root.render(element);
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    await check(container);
  } finally {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

/** Lets the promises settle that are already settling, and nothing more (no task runs). */
export async function microtasks(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Presses a select field, as a mouse would. */
export function pressSelect(field: Element): void {
  field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
}

/** Picks the option named `name` of the menu opened by pressing `field`, as a mouse would. */
export async function chooseOption(field: Element, name: string): Promise<void> {
  pressSelect(field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('[role="option"]')].find((item) => item.textContent === name);
    expect(found).toBeDefined();
    return found!;
  });
  option.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
}
