/**
 * Match groups over the API (issue 14; spec part 2 §7 Groups, §8 Groups). Groups live only on the server: a call made
 * without a session is refused here, before any request, with the spec's logged-out text. A failed call rejects with
 * a `GroupRequestError` whose message is the server's `msg`, else the spec's catalogue text for that call.
 *
 * The list is read item by item: a group failing the schema (no match counts, no stats) stays in the list as an
 * `InvalidGroup`, which the card shows as 'Invalid Group Data' instead of breaking the whole page.
 */
import {
  GROUP_ERRORS,
  groupMatchPageSchema,
  matchGroupInvitationSchema,
  matchGroupSummarySchema,
  type GroupMatchPage,
  type MatchGroupCreateInput,
  type MatchGroupInvitation,
  type MatchGroupMatchesInput,
  type MatchGroupSummary,
  type MatchGroupUpdateInput,
  type SharePermission,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { getToken } from '../../api/token.ts';

/** A listed group the app could not read: shown as 'Invalid Group Data' with whatever name it had. */
export interface InvalidGroup {
  invalid: true;
  _id: string;
  name: string;
}

export type ListedGroup = MatchGroupSummary | InvalidGroup;

export function isInvalidGroup(group: ListedGroup): group is InvalidGroup {
  return 'invalid' in group && group.invalid === true;
}

/** Why a group call failed: refused before calling (`loggedOut`), answered with an error (`http`), or never answered. */
export type GroupFailure = 'loggedOut' | 'http' | 'exception';

export class GroupRequestError extends Error {
  readonly failure: GroupFailure;
  /** The HTTP status when the server answered, else 0. */
  readonly status: number;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(message: string, failure: GroupFailure, status = 0, serverMessage?: string) {
    super(message);
    this.name = 'GroupRequestError';
    this.failure = failure;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The text to show for a failed group call (its message already is the server's or the catalogue's). */
export function groupErrorText(error: unknown, fallback: string): string {
  return error instanceof GroupRequestError ? error.message : fallback;
}

async function call<T>(fallback: string, loggedOut: string, run: () => Promise<T>): Promise<T> {
  if (!getToken()) throw new GroupRequestError(loggedOut, 'loggedOut');
  try {
    return await run();
  } catch (error) {
    if (error instanceof GroupRequestError) throw error;
    if (error instanceof ApiError && error.kind === 'http') {
      throw new GroupRequestError(error.msg ?? fallback, 'http', error.status, error.msg);
    }
    // A caller's cancellation (a query no longer shown) stays a cancellation.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GroupRequestError(fallback, 'exception');
  }
}

/** One list item, kept even when it fails the schema (see header). */
export function readListedGroup(raw: unknown, index: number): ListedGroup {
  const parsed = matchGroupSummarySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    invalid: true,
    _id: typeof record._id === 'string' ? record._id : `invalid-${index}`,
    name: typeof record.name === 'string' ? record.name : '',
  };
}

function readList<T>(raw: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(read).filter((item): item is T => item !== null);
}


export const matchGroupsApi = {
  /** GET /api/matchgroups: the caller's own groups and those shared with them (accepted). */
  list: (signal?: AbortSignal) =>
    call(GROUP_ERRORS.fetchAll, GROUP_ERRORS.loggedOut, async () => {
      const raw: unknown = await api.matchGroups.list({}, { signal });
      return Array.isArray(raw) ? raw.map(readListedGroup) : [];
    }),
  get: (id: string, signal?: AbortSignal) =>
    call(GROUP_ERRORS.fetchOne, GROUP_ERRORS.loggedOut, () => api.matchGroups.get({ id }, { signal })),
  /** One page of a group's matches of one game (the popup), newest first. */
  matches: (id: string, game: 'tcg' | 'vgc', page: number, signal?: AbortSignal) =>
    call(GROUP_ERRORS.fetchOne, GROUP_ERRORS.loggedOut, async () => {
      const raw: unknown = await api.matchGroups.matches({ id }, { game, page }, { signal });
      return groupMatchPageSchema.parse(raw) as GroupMatchPage;
    }),
  invitations: (signal?: AbortSignal) =>
    call(GROUP_ERRORS.fetchInvitations, GROUP_ERRORS.loggedOut, async () =>
      readList<MatchGroupInvitation>(await api.matchGroups.invitations({ signal }), (item) => {
        const parsed = matchGroupInvitationSchema.safeParse(item);
        return parsed.success ? parsed.data : null;
      }),
    ),
  create: (input: MatchGroupCreateInput) =>
    call(GROUP_ERRORS.create, GROUP_ERRORS.loggedOut, () => api.matchGroups.create(input)),
  update: (id: string, input: MatchGroupUpdateInput) =>
    call(GROUP_ERRORS.update, GROUP_ERRORS.loggedOut, () => api.matchGroups.update({ id }, input)),
  remove: (id: string) =>
    call(GROUP_ERRORS.delete, GROUP_ERRORS.loggedOut, () => api.matchGroups.remove({ id })),
  addMatches: (id: string, input: MatchGroupMatchesInput) =>
    call(GROUP_ERRORS.addMatches, GROUP_ERRORS.loggedOutAdd, () =>
      api.matchGroups.addMatches({ id }, input),
    ),
  removeMatches: (id: string, input: MatchGroupMatchesInput) =>
    call(GROUP_ERRORS.removeMatches, GROUP_ERRORS.loggedOutRemove, () =>
      api.matchGroups.removeMatches({ id }, input),
    ),
  invite: (id: string, friendId: string, permission: SharePermission) =>
    call(GROUP_ERRORS.invite, GROUP_ERRORS.loggedOutInvite, () =>
      api.matchGroups.invite({ id }, { friendId, permission }),
    ),
  /** The owner changes what an invitee may do. */
  changeShare: (id: string, userId: string, permission: SharePermission) =>
    call(GROUP_ERRORS.update, GROUP_ERRORS.loggedOut, () =>
      api.matchGroups.share({ id, userId }, { permission }),
    ),
  /** The owner stops sharing with an invitee. */
  stopSharing: (id: string, userId: string) =>
    call(GROUP_ERRORS.update, GROUP_ERRORS.loggedOut, () =>
      api.matchGroups.stopSharing({ id, userId }),
    ),
  respond: (id: string, response: 'accepted' | 'declined') =>
    call(GROUP_ERRORS.respond, GROUP_ERRORS.loggedOutRespond, () =>
      api.matchGroups.respond({ id }, { response }),
    ),
  /** An invitee leaves a group shared with them. */
  leave: (id: string) =>
    call(GROUP_ERRORS.update, GROUP_ERRORS.loggedOut, () => api.matchGroups.leave({ id })),
};
