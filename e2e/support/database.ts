// Direct access to the app's embedded database, for what a browser cannot do quickly (e.g. letting time pass).
import pg from 'pg';
import { APP_DATABASE, socketDirFor } from '../../apps/server/src/db/embedded.ts';

async function withEmbeddedDb<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: socketDirFor(dataDir), user: 'postgres', database: APP_DATABASE });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes every session of the user expire now, as if 30 days had passed. */
export function expireSessions(dataDir: string, username: string): Promise<void> {
  return withEmbeddedDb(dataDir, async (client) => {
    const result = await client.query(
      `update sessions set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where lower(username) = lower($1))`,
      [username],
    );
    if (!result.rowCount) throw new Error(`No session of ${username} to expire`);
  });
}

/** Gives the account a role, as `npm run user -- role <username> <role>` would (admin screens need one). */
export function setRole(dataDir: string, username: string, role: 'user' | 'admin' | 'owner'): Promise<void> {
  return withEmbeddedDb(dataDir, async (client) => {
    const result = await client.query(`update users set role = $2 where lower(username) = lower($1)`, [username, role]);
    if (!result.rowCount) throw new Error(`No account ${username} to make ${role}`);
  });
}
