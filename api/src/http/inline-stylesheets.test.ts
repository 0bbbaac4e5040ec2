import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_STYLESHEET_BYTES, inlineStylesheets } from './inline-stylesheets.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'main-a1.css'), '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}');
writeFileSync(path.join(dist, 'assets', 'big-b2.css'), `a{color:red}${' '.repeat(INLINE_STYLESHEET_BYTES)}`);
writeFileSync(path.join(dist, 'assets', 'odd-c3.css'), 'a::after{content:"</style><script>alert(1)</script>"}');

const head = (links: string) => `<html><head><title>K</title>${links}</head><body></body></html>`;

it("writes the build's small stylesheets into the page where they were linked", async () => {
  const page = await inlineStylesheets(dist)(head('<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/main-a1.css">'));
  expect(page).toBe(head('<link rel="modulepreload" crossorigin href="/assets/a.js"><style>@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}</style>'));
});

it('keeps a large sheet, a sheet that would end its element, a missing one and any other link as they are', async () => {
  const links = '<link rel="stylesheet" crossorigin href="/assets/big-b2.css"><link rel="stylesheet" crossorigin href="/assets/odd-c3.css"><link rel="stylesheet" crossorigin href="/assets/gone-d4.css"><link rel="stylesheet" href="https://elsewhere.example/x.css"><link rel="stylesheet" crossorigin href="/assets/../../etc/passwd.css">';
  expect(await inlineStylesheets(dist)(head(links))).toBe(head(links));
});
