import { z } from 'zod';
import { idSchema } from './common.ts';
import { playerCardSchema } from './socialUsers.ts';
import { tcgMatchSchema } from './tcgMatches.ts';
import { vgcMatchSchema } from './vgcMatches.ts';

/**
 * Match groups and sharing (issue 14; spec part 2 §2 Match groups page, Group match list popup, Share group modal,
 * Group Invitations modal, Match Group dialog; §3 Match group, SharedWith entry; §4; §5; §6; §7 Groups; §8; §9).
 *
 * Paths: GET/POST /api/matchgroups; GET /api/matchgroups/invitations; GET/PUT/DELETE /api/matchgroups/{id};
 * GET /api/matchgroups/{id}/matches?game=&page=&pageSize= (the popup's pages); PUT /api/matchgroups/{id}/matches
 * {tcgMatches, vgcMatches}; PUT /api/matchgroups/{id}/matches/remove {tcgMatches, vgcMatches};
 * PUT /api/matchgroups/{id}/invite {friendId, permission}; PUT /api/matchgroups/{id}/respond {response};
 * PUT /api/matchgroups/{id}/shares/{userId} {permission} (owner changes a share); DELETE
 * /api/matchgroups/{id}/shares/{userId} (owner stops sharing); PUT /api/matchgroups/{id}/leave (an invitee leaves).
 *
 * Roles: the owner does everything; an accepted editor reads, renames (name, description) and adds or removes their
 * own matches; an accepted viewer only reads; a pending invitee sees only the invitation; anyone else gets 404.
 */

export const MATCH_GROUP_TYPES = ['tcg', 'vgc', 'mixed'] as const;
export type MatchGroupType = (typeof MATCH_GROUP_TYPES)[number];
export const SHARE_PERMISSIONS = ['view', 'edit'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];
export const SHARE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
export const INVITATION_RESPONSES = ['accepted', 'declined'] as const;
/** The caller's standing in a group: its owner, or an accepted invitee with that permission. */
export const GROUP_ROLES = ['owner', 'edit', 'view'] as const;
export type GroupAccess = (typeof GROUP_ROLES)[number];

/** Spec part 2 §9. */
export const GROUP_MATCHES_PAGE_SIZE = 8;
export const GROUP_MATCHES_MAX_PAGE_SIZE = 50;
export const GROUP_ROW_SPRITES = 2;
export const DEFAULT_SHARE_PERMISSION: SharePermission = 'edit';
export const INVITATION_MODAL_CLOSE_MS = 1000;
export const SHARE_SUCCESS_CLOSE_MS = 1500;
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 1000;
/** Match ids in one create/add/remove call. */
export const GROUP_MATCH_IDS_MAX = 1000;

/** User-visible texts of the screens (spec part 2 §2, §5, §8 — verbatim). */
export const GROUP_TEXT = {
  enterName: 'Please enter a group name',
  selectGroup: 'Please select a group',
  selectFriend: 'Please select a friend to invite',
  noFriends: "You don't have any friends to invite yet. Add some friends first!",
  allInvited: 'All your friends have already been invited to this group.',
  invitationSent: 'Invitation sent successfully!',
  deleteConfirm: 'Are you sure you want to delete this group? Matches in this group will not be deleted.',
  noGroups: 'No match groups found',
  noGroupsHint: 'Create a group to organize your matches by tournament or event.',
  invalid: 'Invalid Group Data',
  noMatches: 'No matches in this group',
  noInvitations: 'No pending invitations',
  noInvitationsHint: "You don't have any group invitations at the moment.",
  unknownDate: 'Unknown date',
  backToList: 'Back to Match List',
  sendFailed: 'Failed to send invitation',
  sendException: 'An error occurred while sending invitation',
} as const;

/** The web's error catalogue (spec part 2 §8 Groups). */
export const GROUP_ERRORS = {
  fetchAll: 'Error fetching match groups',
  fetchOne: 'Error fetching match group',
  create: 'Error creating match group',
  update: 'Error updating match group',
  delete: 'Error deleting match group',
  addMatches: 'Error adding matches to group',
  removeMatches: 'Error removing matches from group',
  invite: 'Error inviting friend to group',
  respond: 'Error responding to invitation',
  fetchInvitations: 'Error fetching invitations',
  loggedOut: 'You must be logged in to create/update/delete/view match groups',
  loggedOutAdd: 'You must be logged in to add matches to groups',
  loggedOutRemove: 'You must be logged in to remove matches from groups',
  loggedOutInvite: 'You must be logged in to invite friends to groups',
  loggedOutRespond: 'You must be logged in to respond to invitations',
} as const;

/** Server refusals (answers' `msg`); a group the caller may not see is always "not found", never "forbidden". */
export const GROUP_MESSAGES = {
  notFound: 'Match group not found',
  viewOnly: 'You can only view this group',
  ownerOnly: 'Only the group owner can do this',
  ownerOnlyDelete: 'Only the group owner can delete this group',
  ownerOnlyShare: 'Only the group owner can share this group',
  notAFriend: 'You can only invite your friends',
  notYourself: 'You cannot invite yourself',
  alreadyInvited: 'This friend has already been invited to this group',
  noInvitation: 'No pending invitation to this group',
  shareNotFound: 'This group is not shared with that user',
  ownerCannotLeave: 'The owner cannot leave their own group',
  matchNotFound: 'Match not found',
  notYourMatch: 'You can only remove your own matches',
  wrongGame: 'This group holds only matches of its type',
  noMatchesGiven: 'Choose at least one match',
  deleted: 'Match group deleted',
  left: 'You left the group',
  shareRemoved: 'Sharing stopped',
} as const;

const matchIds = z
  .array(idSchema)
  .max(GROUP_MATCH_IDS_MAX, `At most ${GROUP_MATCH_IDS_MAX} matches at once`)
  .default([]);

const nameSchema = z
  .string({ error: GROUP_TEXT.enterName })
  .trim()
  .min(1, GROUP_TEXT.enterName)
  .max(GROUP_NAME_MAX_LENGTH, `A group name has at most ${GROUP_NAME_MAX_LENGTH} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX_LENGTH, `A description has at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`);
const typeSchema = z.enum(MATCH_GROUP_TYPES, { error: 'Type must be tcg, vgc or mixed' });
const permissionSchema = z.enum(SHARE_PERMISSIONS, { error: 'Permission must be view or edit' });

/** POST /api/matchgroups (spec: name, description, type, matches {tcg, vgc}); only the caller's own matches. */
export const matchGroupCreateSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  type: typeSchema.default('mixed'),
  matches: z.object({ tcg: matchIds, vgc: matchIds }).default({ tcg: [], vgc: [] }),
});
export type MatchGroupCreateInput = z.infer<typeof matchGroupCreateSchema>;

/** PUT /api/matchgroups/{id}: rename or describe (owner or editor); the type only by the owner. */
export const matchGroupUpdateSchema = z
  .object({ name: nameSchema.optional(), description: descriptionSchema.optional(), type: typeSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.type !== undefined, {
    message: 'Nothing to change',
    // At a field: a root-level issue would read as a malformed body.
    path: ['name'],
  });
export type MatchGroupUpdateInput = z.infer<typeof matchGroupUpdateSchema>;

/** PUT /api/matchgroups/{id}/matches and …/matches/remove */
export const matchGroupMatchesSchema = z
  .object({ tcgMatches: matchIds, vgcMatches: matchIds })
  .refine((body) => body.tcgMatches.length + body.vgcMatches.length > 0, {
    message: GROUP_MESSAGES.noMatchesGiven,
    path: ['tcgMatches'],
  });
export type MatchGroupMatchesInput = z.infer<typeof matchGroupMatchesSchema>;

/** PUT /api/matchgroups/{id}/invite */
export const matchGroupInviteSchema = z.object({
  friendId: z.string({ error: GROUP_TEXT.selectFriend }).trim().min(1, GROUP_TEXT.selectFriend).max(100),
  permission: permissionSchema.default(DEFAULT_SHARE_PERMISSION),
});
export type MatchGroupInviteInput = z.infer<typeof matchGroupInviteSchema>;

/** PUT /api/matchgroups/{id}/respond */
export const matchGroupRespondSchema = z.object({
  response: z.enum(INVITATION_RESPONSES, { error: "Response must be 'accepted' or 'declined'" }),
});
export type MatchGroupRespondInput = z.infer<typeof matchGroupRespondSchema>;

/** PUT /api/matchgroups/{id}/shares/{userId} */
export const matchGroupShareUpdateSchema = z.object({ permission: permissionSchema });
export type MatchGroupShareUpdateInput = z.infer<typeof matchGroupShareUpdateSchema>;

export const groupShareParamsSchema = z.object({ id: idSchema, userId: idSchema });

/** GET /api/matchgroups/{id}/matches */
export const groupMatchesQuerySchema = z.object({
  game: z.enum(['tcg', 'vgc'], { error: 'game must be tcg or vgc' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GROUP_MATCHES_MAX_PAGE_SIZE).default(GROUP_MATCHES_PAGE_SIZE),
});
export type GroupMatchesQuery = z.infer<typeof groupMatchesQuerySchema>;

/** One SharedWith entry (spec part 2 §3). */
export const sharedWithEntrySchema = z.object({
  user: playerCardSchema,
  permission: z.enum(SHARE_PERMISSIONS),
  status: z.enum(SHARE_STATUSES),
  invitedAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type SharedWithEntry = z.infer<typeof sharedWithEntrySchema>;

/** Group statistics (spec part 2 §4 "Match result"): counted matches only; win rate a whole percent. */
export const matchGroupStatsSchema = z.object({
  matches: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  winRate: z.number().int(),
});
export type MatchGroupStats = z.infer<typeof matchGroupStatsSchema>;

/**
 * A group as lists show it (GET /api/matchgroups, a friend's page): no match ids, only counts, so a list of 200
 * groups stays small (docs/decisions.md). `sharedWith` is filled for the owner only; others see [].
 */
export const matchGroupSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The creation time (the spec's `date`). */
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  type: z.enum(MATCH_GROUP_TYPES),
  user: playerCardSchema,
  isShared: z.boolean(),
  /** 'owner', or 'shared' when the group is shared with the caller (spec part 2 §3). */
  userRole: z.enum(['owner', 'shared']),
  /** What the caller may do: owner, edit or view. */
  access: z.enum(GROUP_ROLES),
  sharedWith: z.array(sharedWithEntrySchema),
  matchCounts: z.object({ tcg: z.number().int(), vgc: z.number().int() }),
  stats: matchGroupStatsSchema,
});
export type MatchGroupSummary = z.infer<typeof matchGroupSummarySchema>;

/** One group (GET /api/matchgroups/{id}, and every write's answer): the summary plus its match ids. */
export const matchGroupSchema = matchGroupSummarySchema.extend({
  matches: z.object({ tcg: z.array(z.string()), vgc: z.array(z.string()) }),
});
export type MatchGroup = z.infer<typeof matchGroupSchema>;

/** One pending invitation (GET /api/matchgroups/invitations; spec part 2 §2 Group Invitations modal). */
export const matchGroupInvitationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(MATCH_GROUP_TYPES),
  date: z.string(),
  createdAt: z.string(),
  /** The owner, who invited. */
  user: playerCardSchema,
  permission: z.enum(SHARE_PERMISSIONS),
  invitedAt: z.string(),
  matchCount: z.number().int(),
});
export type MatchGroupInvitation = z.infer<typeof matchGroupInvitationSchema>;

const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};

/**
 * A page of a group's matches of one game (the popup; newest first). Matches of other members carry no imported
 * log text; `players` names every owner of a match on the page (by `match.user`).
 */
export const groupTcgMatchPageSchema = z.object({
  game: z.literal('tcg'),
  matches: z.array(tcgMatchSchema),
  players: z.array(playerCardSchema),
  ...pageFields,
});
export const groupVgcMatchPageSchema = z.object({
  game: z.literal('vgc'),
  matches: z.array(vgcMatchSchema),
  players: z.array(playerCardSchema),
  ...pageFields,
});
export const groupMatchPageSchema = z.discriminatedUnion('game', [groupTcgMatchPageSchema, groupVgcMatchPageSchema]);
export type GroupTcgMatchPage = z.infer<typeof groupTcgMatchPageSchema>;
export type GroupVgcMatchPage = z.infer<typeof groupVgcMatchPageSchema>;
export type GroupMatchPage = z.infer<typeof groupMatchPageSchema>;

/** GET /api/friends/{friendId}: the friend's public profile and the groups they share with the caller. */
export const friendProfileSchema = z.object({
  friend: playerCardSchema.extend({
    since: z.string(),
    gamesPlayed: z.object({ tcg: z.number().int(), vgc: z.number().int(), total: z.number().int() }),
  }),
  sharedGroups: z.array(matchGroupSummarySchema),
});
export type FriendProfile = z.infer<typeof friendProfileSchema>;
