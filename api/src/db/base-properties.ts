import { p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** Id and timestamps every table has. */
export const baseProperties = {
  id: p.uuid().primary().onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};
