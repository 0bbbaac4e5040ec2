import { rmSync } from 'node:fs';
import type { EmbeddedServer } from '../src/db/embedded-postgres.ts';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__kinfolkPg as { server: EmbeddedServer; dir: string } | undefined;
  if (!state) return;
  await state.server.stop();
  rmSync(state.dir, { recursive: true, force: true });
}
