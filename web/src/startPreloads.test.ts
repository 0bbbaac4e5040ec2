import type { IndexHtmlTransformContext } from 'vite';
import { preloadsOnlyWhatIsNew, startPreloads } from '../vite.start-preloads';

/** A chunk of the build's bundle, with what the plugin reads of it. */
const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], facadeModuleId: string | null = null, isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  facadeModuleId,
  isEntry,
});

const bundle = {
  'assets/main-1.js': chunk('assets/main-1.js', ['assets/runtime-1.js'], ['assets/start-1.js', 'assets/sw-1.js'], '/app/web/index.html', true),
  'assets/runtime-1.js': chunk('assets/runtime-1.js', []),
  'assets/start-1.js': chunk('assets/start-1.js', ['assets/runtime-1.js', 'assets/react-1.js'], ['assets/Screen-1.js', 'assets/texts-1.js'], '/app/web/src/start.tsx'),
  'assets/react-1.js': chunk('assets/react-1.js', ['assets/scheduler-1.js']),
  'assets/scheduler-1.js': chunk('assets/scheduler-1.js', []),
  'assets/Screen-1.js': chunk('assets/Screen-1.js', ['assets/react-1.js', 'assets/charts-1.js'], ['assets/Dialog-1.js'], '/app/web/src/Screen.tsx'),
  'assets/Dialog-1.js': chunk('assets/Dialog-1.js', ['assets/charts-1.js', 'assets/forms-1.js']),
  'assets/forms-1.js': chunk('assets/forms-1.js', []),
  'assets/charts-1.js': chunk('assets/charts-1.js', []),
  'assets/texts-1.js': chunk('assets/texts-1.js', ['assets/runtime-1.js']),
  'assets/sw-1.js': chunk('assets/sw-1.js', []),
  'assets/sandbox-1.js': chunk('assets/sandbox-1.js', [], ['assets/editor-1.js'], '/app/web/graphiql.html', true),
  'assets/editor-1.js': chunk('assets/editor-1.js', ['assets/react-1.js']),
  'assets/main-1.css': { type: 'asset', fileName: 'assets/main-1.css' },
};

type Hooks = {
  transformIndexHtml: { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => { attrs: Record<string, unknown> }[] };
  generateBundle: { handler: (this: { warn: (message: string) => void }, options: unknown, bundle: unknown) => void };
};

const warnings: string[] = [];

function plugin(): Hooks {
  const hooks = startPreloads() as unknown as Hooks;
  hooks.generateBundle.handler.call({ warn: (message) => warnings.push(message) }, {}, bundle);
  return hooks;
}

const linksFor = (context: Partial<IndexHtmlTransformContext>) => plugin().transformIndexHtml.handler('<html></html>', context).map((tag) => tag.attrs.href);

it("lists the app's start and what it imports in the page, beyond what the page's first script imports, and nothing it loads on demand", () => {
  const links = linksFor({ bundle: bundle as never, chunk: bundle['assets/main-1.js'] as never });
  expect(links.sort()).toEqual(['/assets/react-1.js', '/assets/scheduler-1.js', '/assets/start-1.js']);
});

it("warns when the page's first script no longer imports the start on demand, and only then", () => {
  warnings.length = 0;
  plugin();
  expect(warnings).toEqual([]);
  const hooks = startPreloads() as unknown as Hooks;
  hooks.generateBundle.handler.call({ warn: (message) => warnings.push(message) }, {}, { ...bundle, 'assets/main-1.js': { ...bundle['assets/main-1.js'], dynamicImports: [] } });
  expect(warnings).toEqual([expect.stringContaining('/src/start.tsx')]);
});

it("lists nothing without a bundle (the dev server) or without the start among the entry's imports", () => {
  expect(linksFor({})).toEqual([]);
  expect(linksFor({ bundle: bundle as never, chunk: chunk('assets/other-1.js', [], ['assets/Screen-1.js']) as never })).toEqual([]);
});

describe('preloadsOnlyWhatIsNew', () => {
  beforeEach(() => plugin());
  const resolve = (filename: string, deps: string[], hostId: string, hostType: 'js' | 'html' = 'js') => preloadsOnlyWhatIsNew(filename, deps, { hostId, hostType });

  it('keeps, of an on-demand import, only what neither the importer nor the page has loaded or listed', () => {
    expect(resolve('assets/Screen-1.js', ['assets/Screen-1.js', 'assets/react-1.js', 'assets/charts-1.js'], 'assets/start-1.js')).toEqual(['assets/charts-1.js']);
    expect(resolve('assets/texts-1.js', ['assets/texts-1.js', 'assets/runtime-1.js'], 'assets/start-1.js')).toEqual([]);
    expect(resolve('assets/start-1.js', ['assets/start-1.js', 'assets/runtime-1.js', 'assets/react-1.js', 'assets/scheduler-1.js'], 'assets/main-1.js')).toEqual([]);
    // The screen has loaded its charts, which the page neither loads nor lists: only the forms are new.
    expect(resolve('assets/Dialog-1.js', ['assets/Dialog-1.js', 'assets/charts-1.js', 'assets/forms-1.js'], 'assets/Screen-1.js')).toEqual(['assets/forms-1.js']);
  });

  it("keeps the sandbox's own list, which the app's page does not load, and the page's own links", () => {
    expect(resolve('assets/editor-1.js', ['assets/editor-1.js', 'assets/react-1.js'], 'assets/sandbox-1.js')).toEqual(['assets/react-1.js']);
    expect(resolve('assets/main-1.js', ['assets/runtime-1.js'], 'index.html', 'html')).toEqual(['assets/runtime-1.js']);
  });
});
