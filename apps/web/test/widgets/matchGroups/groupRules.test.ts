import { describe, expect, it } from 'vitest';
import { readListedGroup } from '../../../src/data/shared/matchGroups.ts';
import {
  filterGroups,
  groupsToAddTo,
  invitableFriends,
  mayRemoveMatch,
  searchDialogMatches,
  sortGroups,
  submitDisabled,
  submitProblem,
  tcgMatchSearchText,
  vgcMatchSearchText,
} from '../../../src/widgets/matchGroups/groupRules.ts';
import { match } from '../matchCards/fixtures.tsx';
import { vgcMatch } from '../matchCards/vgcFixtures.ts';
import { BROCK, friend, MISTY, share, summary } from './fixtures.tsx';

const a = summary({ _id: 'a', name: 'alpha', description: 'Regionals', createdAt: '2024-01-01T00:00:00Z' });
const b = summary({
  _id: 'b',
  name: 'Beta',
  description: 'locals',
  createdAt: '2024-03-01T00:00:00Z',
  matchCounts: { tcg: 10, vgc: 0 },
});
const c = summary({ _id: 'c', name: 'Gamma', description: 'REGIONALS day 2', createdAt: '2024-02-01T00:00:00Z' });
const broken = readListedGroup({ _id: 'x', name: 'Zeta' }, 0);
const ids = (groups: { _id: string }[]) => groups.map((g) => g._id);

describe('group list search and sort', () => {
  it('searches name or description, ignoring case', () => {
    expect(ids(filterGroups([a, b, c], 'regionals'))).toEqual(['a', 'c']);
    expect(ids(filterGroups([a, b, c], '  BETA '))).toEqual(['b']);
    expect(ids(filterGroups([a, b, c], ''))).toEqual(['a', 'b', 'c']);
  });

  it('sorts newest, oldest, by name both ways and by most matches; unreadable groups last', () => {
    expect(ids(sortGroups([a, broken, b, c], 'newest'))).toEqual(['b', 'c', 'a', 'x']);
    expect(ids(sortGroups([a, broken, b, c], 'oldest'))).toEqual(['a', 'c', 'b', 'x']);
    expect(ids(sortGroups([c, broken, b, a], 'name-asc'))).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(sortGroups([a, broken, b, c], 'name-desc'))).toEqual(['c', 'b', 'a', 'x']);
    expect(ids(sortGroups([a, broken, c, b], 'most-matches'))).toEqual(['b', 'c', 'a', 'x']);
  });
});

describe('share form rules', () => {
  it('leaves out friends already in sharedWith, whatever their status', () => {
    const friends = [friend(MISTY), friend(BROCK)];
    expect(invitableFriends(friends, [share(MISTY, { status: 'declined' })]).map((f) => f.username)).toEqual(['brock']);
    expect(invitableFriends(friends, [share(MISTY), share(BROCK, { status: 'accepted' })])).toEqual([]);
  });
});

describe('match removal', () => {
  it('lets the owner remove any match and an editor only their own', () => {
    expect(mayRemoveMatch('owner', 'someone', 'me')).toBe(true);
    expect(mayRemoveMatch('edit', 'me', 'me')).toBe(true);
    expect(mayRemoveMatch('edit', 'someone', 'me')).toBe(false);
    expect(mayRemoveMatch('view', 'me', 'me')).toBe(false);
  });
});

describe('Match Group dialog rules', () => {
  it('offers groups of the tab type or mixed where the player may add', () => {
    const groups = [
      summary({ _id: 't', type: 'tcg' }),
      summary({ _id: 'v', type: 'vgc' }),
      summary({ _id: 'm', type: 'mixed' }),
      summary({ _id: 'viewer', type: 'tcg', access: 'view', userRole: 'shared' }),
      summary({ _id: 'editor', type: 'tcg', access: 'edit', userRole: 'shared' }),
      broken,
    ];
    expect(ids(groupsToAddTo(groups, 'tcg'))).toEqual(['t', 'm', 'editor']);
    expect(ids(groupsToAddTo(groups, 'vgc'))).toEqual(['v', 'm']);
  });

  it('disables submit without a name, without a group, or without matches', () => {
    const base = { name: 'Cup', groupId: null, selectedCount: 1 };
    expect(submitDisabled({ ...base, mode: 'new' })).toBe(false);
    expect(submitDisabled({ ...base, mode: 'new', name: '' })).toBe(true);
    expect(submitDisabled({ ...base, mode: 'new', selectedCount: 0 })).toBe(true);
    expect(submitDisabled({ ...base, mode: 'existing' })).toBe(true);
    expect(submitDisabled({ ...base, mode: 'existing', groupId: 'g1' })).toBe(false);
  });

  it('names the alert a submission meets', () => {
    expect(submitProblem({ mode: 'new', name: '   ', groupId: null, selectedCount: 1 })).toBe('enterName');
    expect(submitProblem({ mode: 'existing', name: '', groupId: null, selectedCount: 1 })).toBe('selectGroup');
    expect(submitProblem({ mode: 'existing', name: '', groupId: 'g1', selectedCount: 1 })).toBeNull();
  });

  it('searches TCG matches by opponent deck or deck name, VGC by teams or opponent, ignoring case', () => {
    const tcg = [
      match({ _id: '1', opponentDeck: 'Charizard ex', deckName: 'Dragapult ex' }),
      match({ _id: '2', opponentDeck: 'Lost Box', deckName: 'Gardevoir ex', notes: 'charizard' }),
    ];
    expect(ids(searchDialogMatches(tcg, 'CHARIZARD', tcgMatchSearchText))).toEqual(['1']);
    expect(ids(searchDialogMatches(tcg, 'gardevoir', tcgMatchSearchText))).toEqual(['2']);
    const vgc = [
      vgcMatch({ _id: 'v1', opponentName: 'Wolfe Glick' }),
      vgcMatch({ _id: 'v2', opponentName: 'Someone', playerTeam: ['Miraidon'], opponentTeam: ['Ogerpon'] }),
    ];
    expect(ids(searchDialogMatches(vgc, 'wolfe', vgcMatchSearchText))).toEqual(['v1']);
    expect(ids(searchDialogMatches(vgc, 'miraidon', vgcMatchSearchText))).toEqual(['v2']);
    expect(ids(searchDialogMatches(vgc, 'OGERPON', vgcMatchSearchText))).toEqual(['v1', 'v2']);
  });
});
