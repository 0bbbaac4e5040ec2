import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
// graphql-codegen's own naming of the generated documents (as its Babel plugin does).
const naming = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});

function documentName(source: string): string {
  const [first] = parse(source).definitions;
  if (first?.kind === 'OperationDefinition' && first.name) return naming.getOperationVariableName(first);
  if (first?.kind === 'FragmentDefinition') return naming.getFragmentVariableName(first);
  throw new Error(`A graphql() document without a named operation or fragment: ${source.slice(0, 80)}`);
}

/**
 * Replaces each `graphql(`…`)` call of the web code by that one document, as graphql-codegen
 * generated it in web/src/gql/graphql.ts (parsed, with its fragments). A page's chunk then carries
 * only the documents it uses, instead of the client preset's map of every document in the app
 * (graphql-codegen's Babel plugin imports them instead, which leaves them all in one shared chunk).
 */
export function graphqlDocuments(artifactDirectory: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'kinfolk-graphql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      const generated = readFileSync(path.join(artifactDirectory, 'graphql.ts'), 'utf8');
      documents = new Map([...generated.matchAll(GENERATED)].map(([, name, json]) => [name, json]));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.startsWith(artifactDirectory) || !code.includes('graphql(`')) return null;
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = documentName(source);
        const json = documents.get(name);
        if (!json) throw new Error(`${name} is not in the generated documents: run npm run codegen`);
        return `(${json})`;
      });
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
