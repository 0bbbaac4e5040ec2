import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES, SIGNED_IN_MODULES } from '../../shared/boot/first-screen.ts';

// The server names these modules' files in a signed-in page (api/src/http/first-screen-preloads.ts)
// by the paths the build's manifest gives them: a module renamed or moved would silently lose its link.
const webRoot = path.resolve(import.meta.dirname, '..');

it('names modules of the web app that exist', () => {
  const named = [...SIGNED_IN_MODULES, ...Object.values(PAGE_MODULES).flat()];
  expect(named.filter((module) => !existsSync(path.join(webRoot, module)))).toEqual([]);
  expect(Object.keys(PAGE_MODULES)).toEqual(expect.arrayContaining(['/', '/family-tree']));
});
