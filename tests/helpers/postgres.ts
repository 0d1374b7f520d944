import pg from "pg";

/** A connection to the server of `url` for creating and dropping the run's databases. */
export async function adminUrl(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** `url` pointing at database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops every database whose name starts with `prefix` (this run's template and copies). */
export async function dropRunDatabases(url: string, prefix: string) {
  const admin = await adminUrl(url);
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
