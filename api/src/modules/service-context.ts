import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Config } from '../config.ts';
import type { User } from './users/user.entity.ts';
import type { GrantCache } from './trees/index.ts';

/**
 * What every service function receives: the request's own EntityManager fork, the signed-in user
 * (or null) and the configuration. GraphQL resolvers and REST routes build it the same way.
 */
export interface ServiceContext {
  em: EntityManager;
  viewer: User | null;
  /** How the viewer proved who they are: a session cookie or a personal access token. */
  authMethod: 'session' | 'token' | null;
  config: Config;
  /** The address the browser reached the app at: links the server makes start with it. */
  origin: string;
  /** The id of the viewer's session, when they use one (kept when their password changes). */
  sessionId?: string;
  /** The viewer's grants in the trees this request has touched (trees/grant.service.ts fills it). */
  grants?: GrantCache;
  /** What this request has read once for many fields (see requestMemo), so a list costs no query per item. */
  memo?: Map<string, unknown>;
}

/**
 * What `load` answers, read once per request under `key`: the loaders GraphQL fields share (a page
 * of memories' tags, the viewer's circles) so that a list costs a constant number of statements.
 */
export function requestMemo<T>(sc: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  const memo = (sc.memo ??= new Map());
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

/**
 * What middleware puts on `ctx.state` for every request. It lives here, beside the service context
 * made from it, because the modules' REST routes read it: modules import nothing from the app.
 */
export interface AppState {
  em: EntityManager;
  viewer: User | null;
  authMethod: 'session' | 'token' | null;
  config: Config;
  /** The address the browser reached the app at (PUBLIC_URL, or the server's own host it used). */
  origin: string;
  /** The session cookie's id, when there is a session. */
  sessionId?: string;
}

/** The service context of a request, as resolvers and REST routes pass it to services. */
export const serviceContext = (state: AppState): ServiceContext => ({
  em: state.em,
  viewer: state.viewer,
  authMethod: state.authMethod,
  config: state.config,
  origin: state.origin ?? state.config.publicUrl,
  sessionId: state.sessionId,
  grants: new Map(),
  memo: new Map(),
});

/**
 * A loader kept for the request under `key`: the keys GraphQL fields ask for in the same tick are
 * read together by `batch` (one statement for a page's items), each key once. `batch` answers a map;
 * a key it leaves out is answered `undefined`. `schedule`, when given, decides when the keys asked
 * so far are read (it calls its argument then), so keys asked at different depths of a document
 * can still be read together.
 */
export function requestLoader<K, V>(sc: ServiceContext, key: string, batch: (keys: readonly K[]) => Promise<Map<K, V>>, schedule?: (read: () => void) => void): DataLoader<K, V | undefined> {
  const memo = (sc.memo ??= new Map());
  let loader = memo.get(key) as DataLoader<K, V | undefined> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V | undefined>(async (keys) => {
      const found = await batch(keys);
      return keys.map((k) => found.get(k));
    }, schedule ? { batchScheduleFn: schedule } : {});
    memo.set(key, loader);
  }
  return loader;
}
