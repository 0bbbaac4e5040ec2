import { addressAsDrawn } from './pageAddress';

afterEach(() => window.history.replaceState(null, '', '/'));

it('takes the drawn landing page over only at "/" with nothing after it and no history state', () => {
  window.history.replaceState(null, '', '/');
  expect(addressAsDrawn()).toBe(true);
  // Sent to sign in from a page: the sign-in link says where to come back to, unlike the drawn one.
  window.history.replaceState({ usr: { returnTo: '/family-tree' }, key: 'k', idx: 1 }, '', '/');
  expect(addressAsDrawn()).toBe(false);
  window.history.replaceState(null, '', '/?error=denied');
  expect(addressAsDrawn()).toBe(false);
  window.history.replaceState(null, '', '/stories');
  expect(addressAsDrawn()).toBe(false);
});
