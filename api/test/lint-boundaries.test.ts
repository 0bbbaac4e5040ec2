import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

// The dependency rules (eslint.boundaries.js) checked through the project's own ESLint config:
// small sources linted at made-up paths, importing real files, so each case shows what `npm run
// lint` refuses or accepts. The imported files must exist: an import that does not resolve is not
// checked at all, and a case meant to be accepted would then pass for the wrong reason.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

const RULE = 'boundaries/dependencies';

/** The boundary messages for `code` linted as if it were the file at `filePath` (from the repo root). */
async function boundaryMessages(filePath: string, code: string, imported: string[]): Promise<Linter.LintMessage[]> {
  for (const target of imported) expect(existsSync(path.join(repoRoot, target))).toBe(true);
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE);
}

describe('dependency rules between layers and modules', () => {
  it('refuses a db/ file that imports a feature module', async () => {
    const messages = await boundaryMessages(
      'api/src/db/probe.ts',
      `import { entities } from '../modules/entities.ts';\nexport const count = entities.length;\n`,
      ['api/src/modules/entities.ts'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('db/ imports no feature module');
  });

  it("refuses a module that imports another module's entity as a value", async () => {
    const messages = await boundaryMessages(
      'api/src/modules/accounts/probe.ts',
      `import { User } from '../users/user.entity.ts';\nexport const entity = User;\n`,
      ['api/src/modules/users/user.entity.ts'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('A module uses another module only through its index.ts');
    expect(messages[0].message).toContain('user.entity.ts');
  });

  it("refuses a module that imports another module's repository", async () => {
    const messages = await boundaryMessages(
      'api/src/modules/users/probe.ts',
      `import * as members from '../family/people/member.repository.ts';\nexport const repository = members;\n`,
      ['api/src/modules/family/people/member.repository.ts'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('A module uses another module only through its index.ts');
    expect(messages[0].message).toContain('member.repository.ts');
  });

  it('accepts the same module used through its index.ts, and type imports of its entity', async () => {
    const messages = await boundaryMessages(
      'api/src/modules/accounts/probe.ts',
      [
        `import { findUserById, publicName } from '../users/index.ts';`,
        `import type { User } from '../users/user.entity.ts';`,
        `export const use = [findUserById, publicName];`,
        `export type Someone = User;`,
      ].join('\n'),
      ['api/src/modules/users/index.ts', 'api/src/modules/users/user.entity.ts'],
    );
    expect(messages).toEqual([]);
  });

  it("accepts an entity that imports another module's entity for an ORM relation", async () => {
    const messages = await boundaryMessages(
      'api/src/modules/accounts/probe.entity.ts',
      `import { User } from '../users/user.entity.ts';\nexport const owner = () => User;\n`,
      ['api/src/modules/users/user.entity.ts'],
    );
    expect(messages).toEqual([]);
  });

  it('refuses a module that reaches up into the app', async () => {
    const messages = await boundaryMessages(
      'api/src/modules/users/probe.ts',
      `import { createApp } from '../../app.ts';\nexport const app = createApp;\n`,
      ['api/src/app.ts'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('must not import app');
  });

  it('accepts a route that reads its input through input/, and refuses one that reaches into rest/', async () => {
    const fine = await boundaryMessages(
      'api/src/modules/users/probe.routes.ts',
      `import { bodyObject } from '../../input/request-input.ts';\nexport const read = bodyObject;\n`,
      ['api/src/input/request-input.ts'],
    );
    expect(fine).toEqual([]);
    const refused = await boundaryMessages(
      'api/src/modules/users/probe.routes.ts',
      `import { restErrors } from '../../rest/error-middleware.ts';\nexport const errors = restErrors;\n`,
      ['api/src/rest/error-middleware.ts'],
    );
    expect(refused).toHaveLength(1);
    expect(refused[0].message).toContain('which is above it');
  });

  it('refuses sign-in code that a module would need: the sessions table lives below both', async () => {
    const messages = await boundaryMessages(
      'api/src/modules/accounts/probe.ts',
      `import { sessionMiddleware } from '../../auth/session.ts';\nexport const sessions = sessionMiddleware;\n`,
      ['api/src/auth/session.ts'],
    );
    expect(messages).toHaveLength(1);
    const fine = await boundaryMessages(
      'api/src/modules/accounts/probe.ts',
      `import { endSessionsOf } from '../../sessions/session-table.ts';\nexport const end = endSessionsOf;\n`,
      ['api/src/sessions/session-table.ts'],
    );
    expect(fine).toEqual([]);
  });

  it('refuses web code that imports api code', async () => {
    const messages = await boundaryMessages(
      'web/src/features/profile/Probe.tsx',
      `import { notFound } from '../../../../api/src/errors.ts';\nexport const refuse = notFound;\n`,
      ['api/src/errors.ts'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('web never imports api');
  });

  it('refuses one web feature importing another', async () => {
    const messages = await boundaryMessages(
      'web/src/features/profile/Probe.tsx',
      `import { DashboardPage } from '../dashboard/DashboardPage';\nexport const page = DashboardPage;\n`,
      ['web/src/features/dashboard/DashboardPage.tsx'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('Web features do not import each other');
    expect(messages[0].message).toContain('"profile" and "dashboard"');
  });

  it('refuses a web component that imports a feature', async () => {
    const messages = await boundaryMessages(
      'web/src/components/Probe.tsx',
      `import { DashboardPage } from '../features/dashboard/DashboardPage';\nexport const page = DashboardPage;\n`,
      ['web/src/features/dashboard/DashboardPage.tsx'],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('never import a feature');
  });
});
