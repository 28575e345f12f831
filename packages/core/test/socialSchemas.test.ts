import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARE_PERMISSION,
  friendRequestCreateSchema,
  friendSearchQuerySchema,
  GROUP_TEXT,
  matchGroupCreateSchema,
  matchGroupInviteSchema,
  matchGroupMatchesSchema,
  matchGroupRespondSchema,
  matchGroupUpdateSchema,
  notificationIdsSchema,
} from '../src/index.ts';
import { displayNameOf } from '../src/schemas/socialUsers.ts';
import { socialMessages } from '../src/rules/socialMessages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('match group requests', () => {
  it('needs a name after trimming, with the spec text', () => {
    expect(firstMessage(matchGroupCreateSchema.safeParse({ name: '   ' }))).toBe(GROUP_TEXT.enterName);
    expect(firstMessage(matchGroupCreateSchema.safeParse({}))).toBe(GROUP_TEXT.enterName);
  });

  it('defaults description, type mixed and no matches', () => {
    expect(matchGroupCreateSchema.parse({ name: ' Worlds ' })).toEqual({
      name: 'Worlds',
      description: '',
      type: 'mixed',
      matches: { tcg: [], vgc: [] },
    });
  });

  it('refuses an unknown type and an empty update', () => {
    expect(matchGroupCreateSchema.safeParse({ name: 'a', type: 'both' }).success).toBe(false);
    expect(matchGroupUpdateSchema.safeParse({}).success).toBe(false);
    expect(matchGroupUpdateSchema.parse({ name: 'b' })).toEqual({ name: 'b' });
  });

  it('adds or removes at least one match', () => {
    expect(matchGroupMatchesSchema.safeParse({}).success).toBe(false);
    expect(matchGroupMatchesSchema.parse({ tcgMatches: ['x'] })).toEqual({ tcgMatches: ['x'], vgcMatches: [] });
  });

  it('invites with edit by default and asks for a friend', () => {
    expect(matchGroupInviteSchema.parse({ friendId: 'f' }).permission).toBe(DEFAULT_SHARE_PERMISSION);
    expect(DEFAULT_SHARE_PERMISSION).toBe('edit');
    expect(firstMessage(matchGroupInviteSchema.safeParse({ friendId: '' }))).toBe(GROUP_TEXT.selectFriend);
    expect(matchGroupInviteSchema.safeParse({ friendId: 'f', permission: 'admin' }).success).toBe(false);
  });

  it('answers an invitation with accepted or declined only', () => {
    expect(matchGroupRespondSchema.safeParse({ response: 'accepted' }).success).toBe(true);
    expect(matchGroupRespondSchema.safeParse({ response: 'maybe' }).success).toBe(false);
  });
});

describe('friends and notifications requests', () => {
  it('needs a username and pages the search', () => {
    expect(friendRequestCreateSchema.safeParse({ username: ' ' }).success).toBe(false);
    expect(friendSearchQuerySchema.parse({ username: 'ash', page: '2' })).toEqual({
      username: 'ash',
      page: 2,
      pageSize: 10,
    });
    expect(friendSearchQuerySchema.safeParse({ username: 'ash', pageSize: '500' }).success).toBe(false);
  });

  it('needs at least one notification id', () => {
    expect(notificationIdsSchema.safeParse({ notificationIds: [] }).success).toBe(false);
    expect(notificationIdsSchema.safeParse({}).success).toBe(false);
  });
});

describe('notification texts', () => {
  it('names the actor by display name, else username', () => {
    expect(displayNameOf({ name: '  ', username: 'ash' })).toBe('ash');
    expect(displayNameOf({ name: 'Ash K.', username: 'ash' })).toBe('Ash K.');
  });

  it('says what happened to which group', () => {
    expect(socialMessages.groupInvitation('Misty', 'Worlds', 'view')).toBe(
      'Misty invited you to view the group "Worlds"',
    );
    expect(socialMessages.matchesAdded('Brock', 'Worlds', 1)).toBe('Brock added 1 match to "Worlds"');
    expect(socialMessages.matchesRemoved('Brock', 'Worlds', 3)).toBe('Brock removed 3 matches from "Worlds"');
  });
});
