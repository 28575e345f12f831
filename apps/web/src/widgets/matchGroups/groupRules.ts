/**
 * The pure rules of the match group screens (spec part 2 §2 Match groups page, Share group modal, Match Group
 * dialog; §5), kept apart from the components so they are tested on their own.
 *
 * Decisions:
 * - Group search: the trimmed text, case-insensitive, as a substring of the name or the description. A group the app
 *   could not read ('Invalid Group Data') is matched by whatever name it had and always sorts last.
 * - Sorts: newest / oldest by creation time (then name); name A-Z / Z-A ignoring case and accents; most matches by
 *   the TCG plus VGC match count, then newest.
 * - Buttons follow the caller's access, not the spec's "no role check": owner edit, share, delete; editor edit; viewer
 *   none. An invitee (userRole 'shared') may leave.
 * - The Match Group dialog searches the spec's fields (TCG: opponent deck or the player's deck — first active deck,
 *   deck name; VGC: player team, opponent team or opponent name), case-insensitive.
 */
import {
  displayNameOf,
  nameComparer,
  tcgDeckNameOf,
  type Friend,
  type GroupAccess,
  type MatchGroupType,
  type SharedWithEntry,
  type TcgMatch,
  type VgcMatch,
} from '@trainerlog/core';
import { isInvalidGroup, type ListedGroup } from '../../data/shared/matchGroups.ts';

export const GROUP_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc', 'most-matches'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const GROUP_SORT_LABELS: Record<GroupSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'most-matches': 'Most Matches',
};

const compareNames = nameComparer();

export function filterGroups(groups: readonly ListedGroup[], search: string): ListedGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups.filter((group) => {
    const texts = isInvalidGroup(group) ? [group.name] : [group.name, group.description];
    return texts.some((text) => text.toLowerCase().includes(needle));
  });
}

const matchTotal = (group: ListedGroup) => (isInvalidGroup(group) ? 0 : group.matchCounts.tcg + group.matchCounts.vgc);
const createdOf = (group: ListedGroup) => (isInvalidGroup(group) ? '' : group.createdAt || group.date);

export function sortGroups(groups: readonly ListedGroup[], sort: GroupSort): ListedGroup[] {
  const byName = (a: ListedGroup, b: ListedGroup) => compareNames(a.name, b.name);
  const newest = (a: ListedGroup, b: ListedGroup) => createdOf(b).localeCompare(createdOf(a)) || byName(a, b);
  const compare: Record<GroupSort, (a: ListedGroup, b: ListedGroup) => number> = {
    newest,
    oldest: (a, b) => createdOf(a).localeCompare(createdOf(b)) || byName(a, b),
    'name-asc': (a, b) => byName(a, b) || newest(a, b),
    'name-desc': (a, b) => byName(b, a) || newest(a, b),
    'most-matches': (a, b) => matchTotal(b) - matchTotal(a) || newest(a, b),
  };
  return [...groups].sort((a, b) => Number(isInvalidGroup(a)) - Number(isInvalidGroup(b)) || compare[sort](a, b));
}

/** What the caller's access lets them do with a group's card. */
export function groupActionsFor(access: GroupAccess) {
  return { edit: access === 'owner' || access === 'edit', share: access === 'owner', delete: access === 'owner' };
}

/** Whether this member may take this match out of the group: the owner any, an editor their own. */
export function mayRemoveMatch(access: GroupAccess, matchOwner: string | undefined, viewerId: string | undefined) {
  if (access === 'owner') return true;
  return access === 'edit' && !!viewerId && matchOwner === viewerId;
}

/** 'TCG', 'VGC' or 'MIXED' (the invitation shows the type in capitals). */
export function groupTypeText(type: MatchGroupType): string {
  return type.toUpperCase();
}

/** Spec part 2 §5: friends already in sharedWith are not offered again. */
export function invitableFriends(friends: readonly Friend[], sharedWith: readonly SharedWithEntry[]): Friend[] {
  const taken = new Set(sharedWith.map((entry) => entry.user._id));
  return friends.filter((friend) => !taken.has(friend._id));
}

export function friendOptions(friends: readonly Friend[]) {
  return friends.map((friend) => ({
    value: friend._id,
    label:
      displayNameOf(friend) === friend.username ? friend.username : `${displayNameOf(friend)} (@${friend.username})`,
  }));
}

/* ---------------------------------------------------------------- Match Group dialog */

export type DialogGame = 'tcg' | 'vgc';
export type DialogMode = 'existing' | 'new';
/** The new group's type choice; 'both' is sent as 'mixed' (spec part 2 §5). */
export type NewGroupType = DialogGame | 'both';

export function newGroupTypeOf(choice: NewGroupType): MatchGroupType {
  return choice === 'both' ? 'mixed' : choice;
}

/** Spec part 2 §5: the groups offered are those of the current type or 'mixed' — and only where the caller may add. */
export function groupsToAddTo(groups: readonly ListedGroup[], game: DialogGame) {
  return groups.filter(
    (group): group is Exclude<ListedGroup, { invalid: true }> =>
      !isInvalidGroup(group) &&
      (group.access === 'owner' || group.access === 'edit') &&
      (group.type === game || group.type === 'mixed'),
  );
}

export function tcgMatchSearchText(match: TcgMatch): string[] {
  return [match.opponentDeck, tcgDeckNameOf(match)];
}

export function vgcMatchSearchText(match: VgcMatch): string[] {
  return [match.playerTeam.join(' '), match.opponentTeam.join(' '), match.opponentName];
}

export function searchDialogMatches<M>(matches: readonly M[], search: string, textsOf: (match: M) => string[]): M[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...matches];
  return matches.filter((match) => textsOf(match).some((text) => text.toLowerCase().includes(needle)));
}

export interface DialogSubmitState {
  mode: DialogMode;
  name: string;
  groupId: string | null;
  selectedCount: number;
}

/** Spec part 2 §5: disabled when a new group has no name, an existing-group choice no group, or nothing is chosen. */
export function submitDisabled({ mode, name, groupId, selectedCount }: DialogSubmitState): boolean {
  if (selectedCount === 0) return true;
  return mode === 'new' ? name.length === 0 : !groupId;
}

/** The alert a submission meets (spec part 2 §5), or null when it may go. */
export function submitProblem({ mode, name, groupId }: DialogSubmitState): 'enterName' | 'selectGroup' | null {
  if (mode === 'new') return name.trim() ? null : 'enterName';
  return groupId ? null : 'selectGroup';
}

/** "Played by …": who logged a match, from the page's player cards. */
export function playerNameOf(players: readonly { _id: string; username: string; name: string | null }[], id?: string) {
  const player = id ? players.find((p) => p._id === id) : undefined;
  return player ? displayNameOf(player) : null;
}
