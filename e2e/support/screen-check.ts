import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings } from './accessibility.ts';
import { contextInLook, inSpanish, LOOK_SIZES, pictureOnFailure, screenshot, type Look } from './browser.ts';
import { layoutProblems, settle } from './layout.ts';

/** What looking at one screen found, each line starting with where it was seen. */
export interface ScreenFindings {
  /** Layout problems and serious or critical axe findings: each one fails a journey. */
  blocking: string[];
  /** Moderate and minor axe findings, reported but not failing. */
  minor: string[];
}

/** Saves a screenshot of the page as `file` (to be opened and judged), then checks its layout and runs axe on it. */
export async function checkScreen(page: Page, file: string, where: string): Promise<ScreenFindings> {
  await screenshot(page, file);
  const layout = await layoutProblems(page);
  const found = await axeFindings(page);
  const at = (line: string) => `${where}: ${line}`;
  return { blocking: [...layout, ...found.blocking].map(at), minor: found.minor.map(at) };
}

/** One screen to look at in each size: where it is, what shows it is ready, and the name its screenshots take. */
export interface ScreenInSizes {
  address: string;
  ready: (page: Page) => Promise<unknown>;
  /** Screenshots are saved as `${file}-${look}-${width}.png`. */
  file: string;
}

/**
 * Opens a screen as `session`'s user in `look` at its widths (LOOK_SIZES): waits for its heading and
 * `ready`, lets it settle, then checks it (checkScreen). Answers what they found.
 */
export async function checkScreenInSizes(browser: Browser, baseURL: string, session: BrowserContext, look: Look, screen: ScreenInSizes): Promise<ScreenFindings> {
  const findings: ScreenFindings = { blocking: [], minor: [] };
  const { context, page } = await contextInLook(browser, baseURL, session, look);
  try {
    for (const size of LOOK_SIZES[look]) {
      await page.setViewportSize(size);
      // Should the screen not show what is waited for, a picture of what it showed and what it logged say why.
      await pictureOnFailure(page, `${screen.file}-${look}-${size.width}`, async () => {
        await page.goto(screen.address);
        if (inSpanish(look)) await page.waitForFunction(() => document.documentElement.lang === 'es');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await screen.ready(page);
      });
      await settle(page);
      const found = await checkScreen(page, `${screen.file}-${look}-${size.width}`, `${screen.file} ${look} ${size.width}px`);
      findings.blocking.push(...found.blocking);
      findings.minor.push(...found.minor);
    }
  } finally {
    await context.close();
  }
  return findings;
}
