import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  // The copy of the build that global-setup made.
  if (process.env.KINFOLK_E2E_WEB_COPY) rmSync(process.env.KINFOLK_E2E_WEB_COPY, { recursive: true, force: true });
  // The data folder every journey's server started from a copy of.
  if (process.env.KINFOLK_E2E_DATA_TEMPLATE_MADE) rmSync(process.env.KINFOLK_E2E_DATA_TEMPLATE_MADE, { recursive: true, force: true });
}
