import { disableScriptButtons } from './scriptButtons';

it('disables the buttons only scripts make work, and leaves links and submit buttons working', () => {
  const html = '<button class="a" tabindex="0" type="button" aria-label="Open menu"><svg></svg></button><a href="/family-tree">Tree</a><form method="post" action="/api/auth/sign-out"><button class="b" type="submit">Sign Out</button></form><button type="button" title="a &gt; b">More</button>';
  expect(disableScriptButtons(html)).toBe(
    '<button disabled="" class="a" tabindex="0" type="button" aria-label="Open menu"><svg></svg></button><a href="/family-tree">Tree</a><form method="post" action="/api/auth/sign-out"><button class="b" type="submit">Sign Out</button></form><button disabled="" type="button" title="a &gt; b">More</button>',
  );
});
