import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

// PostgreSQL LISTEN on either database (docs/architecture.md §8: a change made through any server process reaches every
// screen). On PostgreSQL a LISTEN belongs to one connection, so it holds one of the pool's for as long as it listens
// and takes another when that one is lost; PGlite is one in-process database and calls back itself.

export type TStopListening = () => Promise<void>;

const RECONNECT_MS = 1000;
/** The payload passed after listening again on a new connection: anything may have changed meanwhile. */
export const RESYNC_PAYLOAD = '*';

/** Calls `onPayload` with each notification on `channel` until the returned stop is called. */
export async function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<TStopListening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return client.listen(channel, onPayload);
  const pool = client;
  let stopped = false;
  let current: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  // A connection goes back to the pool once: stop() and a later error of the same connection must not both release it.
  const released = new WeakSet<pg.PoolClient>();
  const release = (connection: pg.PoolClient, error?: Error) => {
    if (released.has(connection)) return false;
    released.add(connection);
    connection.release(error);
    return true;
  };

  const retryLater = () => {
    if (!stopped) retry = setTimeout(() => void connect(true).catch(retryLater), RECONNECT_MS);
  };
  const connect = async (again: boolean): Promise<void> => {
    const connection = await pool.connect();
    const lost = (error: Error) => {
      if (!release(connection, error)) return;
      if (current === connection) current = null;
      retryLater();
    };
    connection.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    connection.on('error', lost);
    try {
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    current = connection;
    // Whatever was announced while no connection listened is lost: say that anything may have changed.
    if (again) onPayload(RESYNC_PAYLOAD);
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const connection = current;
    current = null;
    if (!connection) return;
    await connection.query(`UNLISTEN ${channel}`).catch(() => undefined);
    release(connection);
  };
}
