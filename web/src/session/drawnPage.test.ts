import { jest } from '@jest/globals';
import { holdDrawnPage, revealApp, revealIfElsewhere } from './drawnPage';

function pageWith(drawnPage?: string) {
  document.body.innerHTML = `<div id="root"${drawnPage ? ` data-drawn="en" data-drawn-page="${drawnPage}"` : ''}><main><h1>Welcome back, Ada</h1><a href="/family-tree">Family tree</a></main></div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  revealApp();
  jest.useRealTimers();
});

it('keeps the drawn dashboard on screen beside a hidden, inert container for the app, then shows the app in its place', () => {
  const root = pageWith('dashboard');
  expect(holdDrawnPage(root)).toBe(true);
  expect(root.childNodes).toHaveLength(0);
  expect(root.hasAttribute('inert')).toBe(true);
  expect(root.style.visibility).toBe('hidden');
  const drawn = root.previousElementSibling as HTMLElement;
  expect(drawn.dataset.drawnPage).toBe('dashboard');
  expect(drawn.querySelector('h1')?.textContent).toBe('Welcome back, Ada');
  expect(drawn.querySelector('a')?.getAttribute('href')).toBe('/family-tree');

  root.innerHTML = '<main><h1>Welcome back, Ada</h1><a href="/memories">Memories</a><a href="/family-tree">Family tree</a></main>';
  // The keyboard's place is kept: the same link in the app has the focus.
  drawn.querySelector('a')!.focus();
  revealApp();
  expect(document.querySelector('[data-drawn-page]')).toBeNull();
  expect(document.body.children).toHaveLength(1);
  expect(root.hasAttribute('inert')).toBe(false);
  expect(root.style.cssText).toBe('');
  expect(root.textContent).toBe('Welcome back, AdaMemoriesFamily tree');
  expect(document.activeElement).toBe(root.querySelector('a[href="/family-tree"]'));
});

it('keeps the focus of a link someone had reached on the drawn page before the app started', () => {
  const root = pageWith('dashboard');
  root.querySelector('a')!.focus();
  holdDrawnPage(root);
  const drawn = root.previousElementSibling as HTMLElement;
  expect(document.activeElement).toBe(drawn.querySelector('a[href="/family-tree"]'));
});

it('shows the app at once when it goes to another address than the one drawn, and not before', () => {
  window.history.replaceState(null, '', '/');
  const root = pageWith('dashboard');
  holdDrawnPage(root);
  root.innerHTML = '<main><h1>Loading</h1></main>';
  revealIfElsewhere('/');
  expect(root.hasAttribute('inert')).toBe(true);
  expect(document.querySelector('[data-drawn-page="dashboard"]:not(#root)')).not.toBeNull();
  window.history.pushState(null, '', '/no/such/page');
  revealIfElsewhere('/no/such/page');
  expect(root.hasAttribute('inert')).toBe(false);
  expect(root.style.cssText).toBe('');
  expect(document.querySelector('[data-drawn-page]')).toBeNull();
  // Once shown, nothing is held: going on elsewhere changes nothing.
  revealIfElsewhere('/memories');
  expect(root.hasAttribute('inert')).toBe(false);
  window.history.replaceState(null, '', '/');
});

it('holds the drawn tree screen the same way', () => {
  const root = pageWith('tree');
  expect(holdDrawnPage(root)).toBe(true);
  expect(root.hasAttribute('inert')).toBe(true);
  expect((root.previousElementSibling as HTMLElement).dataset.drawnPage).toBe('tree');
  root.innerHTML = '<main><h1>Family Tree</h1></main>';
  revealApp();
  expect(document.querySelector('[data-drawn-page]')).toBeNull();
  expect(root.hasAttribute('inert')).toBe(false);
});

it('holds nothing on a page the server did not draw, or drew for the browser to take over (the landing page)', () => {
  expect(holdDrawnPage(pageWith())).toBe(false);
  expect(holdDrawnPage(pageWith('landing'))).toBe(false);
  const root = document.getElementById('root')!;
  expect(root.querySelector('h1')).not.toBeNull();
  expect(root.hasAttribute('inert')).toBe(false);
});

it('shows the app anyway after a while, should it never draw its dashboard, but never while it shows a loading spinner', () => {
  jest.useFakeTimers();
  const root = pageWith('dashboard');
  holdDrawnPage(root, 5_000);
  root.innerHTML = '<div><span role="progressbar"></span></div>';
  jest.advanceTimersByTime(10_000);
  expect(root.hasAttribute('inert')).toBe(true);
  expect(document.querySelector('[data-drawn-page]')).not.toBeNull();
  root.innerHTML = '<main><h1>Something went wrong</h1></main>';
  jest.advanceTimersByTime(999);
  expect(root.hasAttribute('inert')).toBe(true);
  jest.advanceTimersByTime(1);
  expect(root.hasAttribute('inert')).toBe(false);
  expect(document.querySelector('[data-drawn-page]')).toBeNull();
});
