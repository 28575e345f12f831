import type { AuthResponse } from '@trainerlog/core';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON request through app.inject; `token` goes in x-auth-token. */
export async function call(
  app: TestApp,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: options.token ? { 'x-auth-token': options.token } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  // Tests read whatever the endpoint answered; each assertion states the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, body: json, headers: response.headers, raw: response };
}

let counter = 0;

/** Registers a fresh user (unique name per call) and returns the token, the user and the password. */
export async function registerUser(
  app: TestApp,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
) {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`;
  const input = {
    username: overrides.username ?? `trainer${suffix}`,
    email: overrides.email ?? `trainer${suffix}@example.com`,
    password: overrides.password ?? 'pikachu123',
    gamePreferences: { tcg: true, vgc: true },
  };
  const response = await call(app, 'POST', '/api/auth/register', { body: input });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...(response.body as AuthResponse), password: input.password, email: input.email };
}
