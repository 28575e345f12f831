import { describe, expect, it } from 'vitest';
import { feedbackPageQuery, feedbackStatusOf, feedbackTypeLabel, FEEDBACK_STATUS_LABEL } from '../../src/data/shared/feedback.ts';
import { adminUsersQuery } from '../../src/features/admin/api/adminManagers.ts';
import { adminMatchQuery, sourcesFor } from '../../src/features/admin/api/adminMatches.ts';

describe('feedback labels', () => {
  it('names the three statuses the player and the admin see', () => {
    expect(FEEDBACK_STATUS_LABEL).toEqual({ new: 'New', answered: 'Answered', archived: 'Archived' });
  });

  it('shows an archived item as Archived whatever its stored status', () => {
    expect(feedbackStatusOf({ status: 'answered', archived: true })).toBe('archived');
    expect(feedbackStatusOf({ status: 'new', archived: false })).toBe('new');
    expect(feedbackStatusOf({ status: 'answered', archived: false })).toBe('answered');
  });

  it('labels the types as the Type of Submission select does', () => {
    expect(['feedback', 'suggestion', 'bug'].map(feedbackTypeLabel)).toEqual(['Feedback', 'Suggestion', 'Bug Report']);
  });
});

describe('filters to query strings', () => {
  it('sends only the feedback filters that narrow, trimmed', () => {
    expect(feedbackPageQuery({})).toBe('');
    expect(feedbackPageQuery({ type: null, status: null, search: '   ', page: 1 })).toBe('');
    expect(feedbackPageQuery({ type: 'bug', status: 'answered', search: ' crash & burn ', page: 3 })).toBe(
      '?type=bug&status=answered&search=crash+%26+burn&page=3',
    );
  });

  it('always names the game of admin matches and encodes the other filters', () => {
    expect(adminMatchQuery({ game: 'vgc' })).toBe('?game=vgc');
    expect(
      adminMatchQuery({
        game: 'tcg',
        player: ' ash ',
        deck: '',
        opponent: 'Gardevoir ex',
        from: '2026-11-01',
        to: '2026-11-30',
        source: 'ptcgl',
        page: 2,
      }),
    ).toBe('?game=tcg&player=ash&opponent=Gardevoir+ex&from=2026-11-01&to=2026-11-30&source=ptcgl&page=2');
    expect(adminMatchQuery({ game: 'tcg', from: null, to: '', source: null, page: 1 })).toBe('?game=tcg');
  });

  it('offers each game only the import sources it has', () => {
    expect(sourcesFor('tcg')).toEqual(['manual', 'ptcgl', 'limitless']);
    expect(sourcesFor('vgc')).toEqual(['manual', 'showdown', 'limitless']);
  });

  it('searches users with a limit', () => {
    expect(adminUsersQuery('  misty ')).toBe('?search=misty&limit=25');
    expect(adminUsersQuery('', 5)).toBe('?limit=5');
  });
});
