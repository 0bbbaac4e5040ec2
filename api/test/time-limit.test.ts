import { withinLimit } from './time-limit.ts';

it('fails a test still running after its limit, saying what it was', async () => {
  const hung = withinLimit('The test "waits for ever"', () => new Promise(() => {}), 50);
  await expect(hung()).rejects.toThrow('The test "waits for ever" was still running after 0.05 s, and was given up as hung.');
});

it('passes on what a test ends with, its arguments (it.each) and its own failure', async () => {
  const sum = withinLimit('The test "adds"', (a, b) => Promise.resolve((a as number) + (b as number)), 5_000);
  expect(await sum(2, 3)).toBe(5);
  const failing = withinLimit('The test "fails"', () => {
    throw new Error('its own');
  });
  await expect(failing()).rejects.toThrow('its own');
});
