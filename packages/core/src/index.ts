export * from './constants.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/feedback.ts';
export * from './schemas/decks.ts';
export * from './rules/users.ts';
export * from './patchNotes.ts';
