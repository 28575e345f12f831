/**
 * The API described once (issue 27): every endpoint of the server under /api, by area, with its schemas
 * (endpoint.ts), and the one way to build a client from it (client.ts).
 */
export * from './endpoints.ts';
export * from './endpoint.ts';
export * from './client.ts';
export * from './fetchClient.ts';
export * from './shapes.ts';
