import { resolve } from 'node:path';

export const API_ROOT = resolve(__dirname, '../..');
export const REPO_ROOT = resolve(API_ROOT, '../..');
export const MIGRATIONS_FOLDER = resolve(API_ROOT, 'src/db/migrations');
