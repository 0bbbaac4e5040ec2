import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BootData } from '../../../shared/boot/index.ts';
import { firstScreenPreloads, withHeadLinks } from './first-screen-preloads.ts';

/** A build's manifest as Vite writes it: the entry, shared chunks and modules imported on demand. */
const MANIFEST = {
  'index.html': { file: 'assets/main-1.js', imports: ['_runtime-1.js'], isEntry: true },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'src/start.tsx': { file: 'assets/start-1.js', imports: ['_react-1.js'], isDynamicEntry: true },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_apollo-1.js': { file: 'assets/apollo-1.js', imports: ['_react-1.js'] },
  'src/ConnectedApp.tsx': { file: 'assets/ConnectedApp-1.js', imports: ['_runtime-1.js', '_react-1.js', '_apollo-1.js'], isDynamicEntry: true },
  'src/SignedInApp.tsx': { file: 'assets/SignedInApp-1.js', isDynamicEntry: true },
  'src/features/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', imports: ['_apollo-1.js'], isDynamicEntry: true },
  'src/features/family-tree/FamilyTreePage.tsx': { file: 'assets/FamilyTreePage-1.js', imports: ['_tree-1.js'], isDynamicEntry: true },
  '_tree-1.js': { file: 'assets/tree-1.js' },
};

function buildWith(manifest: object | null) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-preloads-'));
  if (manifest) {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

const as = (me: { isOnboarded: boolean } | null): BootData => ({ currentUser: { me } });
const files = (links: string) => [...links.matchAll(/<link rel="modulepreload" crossorigin href="\/(.*?)">/g)].map((m) => m[1]).sort();

describe('firstScreenPreloads', () => {
  const preloadsFor = firstScreenPreloads(buildWith(MANIFEST));

  it('names the files of the signed-in app and of the page asked for, with what they import, once each', () => {
    expect(files(preloadsFor('/family-tree', as({ isOnboarded: true })))).toEqual(['assets/ConnectedApp-1.js', 'assets/FamilyTreePage-1.js', 'assets/SignedInApp-1.js', 'assets/apollo-1.js', 'assets/tree-1.js']);
    expect(files(preloadsFor('/', as({ isOnboarded: true })))).toEqual(['assets/ConnectedApp-1.js', 'assets/DashboardPage-1.js', 'assets/SignedInApp-1.js', 'assets/apollo-1.js']);
  });

  it("leaves out what the page links already (the entry, the app's start and what they import)", () => {
    const links = files(preloadsFor('/', as({ isOnboarded: true })));
    for (const file of ['assets/runtime-1.js', 'assets/react-1.js']) expect(links).not.toContain(file);
  });

  it('names only the app on other pages and during onboarding', () => {
    const app = ['assets/ConnectedApp-1.js', 'assets/SignedInApp-1.js', 'assets/apollo-1.js'];
    expect(files(preloadsFor('/memories', as({ isOnboarded: true })))).toEqual(app);
    expect(files(preloadsFor('/', as({ isOnboarded: false })))).toEqual(app);
  });

  it('names nothing for a signed-out visitor, or without boot data or a manifest', () => {
    expect(preloadsFor('/', as(null))).toBe('');
    expect(preloadsFor('/', null)).toBe('');
    expect(firstScreenPreloads(buildWith(null))('/', as({ isOnboarded: true }))).toBe('');
  });
});

describe('withHeadLinks', () => {
  it('puts the links at the end of the head, and leaves a page without a head as it is', () => {
    expect(withHeadLinks('<html><head><title>K</title></head><body></body></html>', '<link rel="modulepreload" href="/a.js">')).toBe(
      '<html><head><title>K</title><link rel="modulepreload" href="/a.js"></head><body></body></html>',
    );
    expect(withHeadLinks('<div id="root"></div>', '<link>')).toBe('<div id="root"></div>');
  });
});
