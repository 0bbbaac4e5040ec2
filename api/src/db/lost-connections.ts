import type pg from 'pg';

/**
 * Gives a connection that is lost while someone holds it back to the pool at once, to be
 * discarded and replaced. The ORM's query builder (kysely 0.29) never gives a connection back when
 * BEGIN, COMMIT or ROLLBACK fails on it, which each of them does on a connection the database
 * dropped or that responsive-client.ts cut: without this, every transaction under way during an
 * outage would keep one of the pool's connections for good. The server would then serve with fewer
 * after each outage, refuse everything once all were kept, and never finish closing its pool.
 * The holder's own release, when it comes, has nothing left to do.
 */
export function giveBackLostConnections(pool: pg.Pool) {
  const held = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client as pg.PoolClient));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!held.has(client)) return;
      const giveBack = client.release;
      client.release = () => {};
      giveBack(error);
    }),
  );
}
