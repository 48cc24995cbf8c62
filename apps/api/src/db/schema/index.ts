// The database schema, one file per domain. A new domain adds its file and a line here, then
// `npx nx run api:db-generate` writes its migration.
export * from './accounts';
export * from './payments';
export * from './rate-limits';
export * from './sessions';
export * from './recordings';
export * from './secrets';
export * from './templates';
export * from './meetings';
export * from './rooms';
export * from './sales';
export * from './jobs';
export * from './room-captures';
export * from './recording-summaries';
export * from './recording-search';
