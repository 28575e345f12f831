// Members for browser tests, registered through the API (the account screens have their own tests) and signed in
// by handing the browser the token the way the login screen stores it.
import type { Page } from 'playwright-core';
import { apiFor } from './api.ts';

let counter = 0;

export interface TestMember {
  username: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

export async function registerMember(baseURL: string, prefix = 'deckbuilder'): Promise<TestMember> {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  const body = { username, email: `${username}@example.com`, password: 'pikachu123' };
  const { token, user } = await apiFor(baseURL).auth.register(body);
  return { ...body, token, id: user._id };
}

/** Opens the app signed in as the member, at `path`. */
export async function signIn(page: Page, member: TestMember, path = '/') {
  await page.goto('/patch-notes');
  await page.evaluate(
    ([token]) => {
      localStorage.setItem('token', token!);
      // The one-time announcement would cover the page.
      localStorage.setItem('trainerlog_announcement_seen', '1');
    },
    [member.token],
  );
  await page.goto(path);
}
