/**
 * `npm run db:seed`: migrates, makes sure an admin exists, and adds the demo data to a database
 * that holds no candidates yet (it never touches one in use).
 */
import { existsSync } from "node:fs";
import { count } from "drizzle-orm";
import { ConfigError, parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";
import { ensureFirstAdmin } from "./bootstrap.ts";
import { seedDemo } from "./seed.ts";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const { db } = database;
  const admin = await ensureFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    process.stdout.write(
      `First admin created: username "${admin.username}", password "${admin.generatedPassword}"\n`,
    );
  }
  const [existing] = await db.select({ n: count() }).from(students);
  if (Number(existing?.n ?? 0) > 0) {
    process.stdout.write("The database already holds candidates: demo data is only added to an empty one.\n");
  } else {
    const [actor] = await db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
    await seedDemo(db, actor!);
    process.stdout.write("Demo data added.\n");
  }
  await database.close();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
