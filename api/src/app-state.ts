import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.ts';
import type { User } from './modules/users/user.entity.ts';
import type { ServiceContext } from './modules/service-context.ts';

/** What middleware puts on `ctx.state` for every request. */
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
});
