import type { Page } from 'playwright-core';
import { axeFindings } from './accessibility.ts';
import { screenshot } from './browser.ts';
import { layoutProblems } from './layout.ts';

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
