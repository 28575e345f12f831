import type { PublicUser } from '@trainerlog/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { lastSeen, readThrough } from '../../../src/data/outbox/lastSeen.ts';
import { forgetMember, rememberedMember, rememberMember } from '../../../src/data/outbox/memberSession.ts';
import { resetReachabilityForTests, serverReachability } from '../../../src/data/outbox/reachability.ts';
import { networkError, unavailable } from './fakeServer.ts';

const member = (id: string) => ({ _id: id, username: id }) as unknown as PublicUser;
const signInAs = (id: string, token = `token-of-${id}-0123456789abcdefghijklmnop`) => {
  window.localStorage.setItem('token', token);
  rememberMember(member(id), token);
};

beforeEach(() => resetReachabilityForTests());

describe('the last-seen answers of a member', () => {
  it('answers the last fresh answer while the server cannot be reached, and says it is unreachable', async () => {
    signInAs('user-a');
    expect(await readThrough('/api/decks', async () => [{ _id: 'd1' }])).toEqual([{ _id: 'd1' }]);

    expect(await readThrough('/api/decks', () => Promise.reject(networkError()))).toEqual([{ _id: 'd1' }]);
    expect(serverReachability()).toBe('unreachable');
    expect(await readThrough('/api/decks', () => Promise.reject(unavailable()))).toEqual([{ _id: 'd1' }]);

    await readThrough('/api/decks', async () => []);
    expect(serverReachability()).toBe('reachable');
  });

  it('passes on real errors, and requests never answered before', async () => {
    signInAs('user-a');
    await readThrough('/api/teams', async () => [{ _id: 't1' }]);
    const notFound = new ApiError({ status: 404, kind: 'http', msg: 'Team not found' });
    await expect(readThrough('/api/teams', () => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(readThrough('/api/other', () => Promise.reject(networkError()))).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps each member apart, and never answers for a token it was not seen with', async () => {
    signInAs('user-a');
    await readThrough('/api/decks', async () => ['a']);
    signInAs('user-b');
    await expect(readThrough('/api/decks', () => Promise.reject(networkError()))).rejects.toBeInstanceOf(ApiError);
    expect(lastSeen.recall('user-a', '/api/decks')).toEqual(['a']);

    expect(rememberedMember('another-token-entirely-000000000000')).toBeNull();
    forgetMember();
    expect(rememberedMember()).toBeNull();
  });

  it('finds a match in a kept page, for the base of an offline edit', async () => {
    signInAs('user-a');
    await readThrough('/api/tcgmatches?pageSize=15', async () => ({ matches: [{ _id: 'm1', updatedAt: 'v1' }] }));
    expect(lastSeen.findItem('user-a', '/api/tcgmatches', 'm1')).toEqual({ _id: 'm1', updatedAt: 'v1' });
    lastSeen.clear('user-a');
    expect(lastSeen.findItem('user-a', '/api/tcgmatches', 'm1')).toBeNull();
  });
});
