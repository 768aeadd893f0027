import { defineConfig } from 'drizzle-kit';

// Migrations are generated from db/schema and committed; they run at start-up (db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './drizzle',
});
