// `npx nx run api:db-generate` (drizzle-kit generate) writes a migration for every schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
