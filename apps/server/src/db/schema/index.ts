export * from './users.ts';
export * from './auth.ts';
export * from './feedback.ts';
