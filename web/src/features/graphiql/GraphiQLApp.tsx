import { GraphiQL } from 'graphiql';
import { defaultQuery } from './defaultQuery';
import { fetcher } from './fetcher';

const NAMESPACE = 'kinfolk';

/** Keeps the sandbox's saved tabs and history apart from any other GraphiQL on this origin. */
const storage: Storage = {
  get length() {
    return localStorage.length;
  },
  clear: () => localStorage.clear(),
  key: (index) => localStorage.key(index),
  getItem: (key) => localStorage.getItem(`${NAMESPACE}:${key}`),
  setItem: (key, value) => localStorage.setItem(`${NAMESPACE}:${key}`, value),
  removeItem: (key) => localStorage.removeItem(`${NAMESPACE}:${key}`),
};

export function GraphiQLApp() {
  return (
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} storage={storage} shouldPersistHeaders={false}>
      <GraphiQL.Logo>
        <a href="/" style={{ color: 'inherit', textDecoration: 'none' }}>
          Kinfolk API
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  );
}
