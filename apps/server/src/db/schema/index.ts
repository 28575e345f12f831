export * from './users.ts';
export * from './auth.ts';
export * from './feedback.ts';
export * from './decks.ts';
export * from './cards.ts';
export * from './tcgMatches.ts';
export * from './seasons.ts';
