export * from './config/runtime-config';
