import { defineConfig } from 'drizzle-kit';

// The project is unreleased: the migrations folder is regenerated whole as one migration named init
// (rm -rf src/db/migrations && npx drizzle-kit generate --name init).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/core/*.tables.ts'],
  out: './src/db/migrations',
});
