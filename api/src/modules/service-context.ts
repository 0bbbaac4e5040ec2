import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { User } from './users/user.entity.ts';

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
}
