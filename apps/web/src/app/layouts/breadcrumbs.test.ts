import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, headerTitleFor, liveSessionIdOf } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('labels the area roots', () => {
    expect(breadcrumbsFor('/trainer')).toEqual([{ label: 'Trainer Dashboard', to: '/trainer' }]);
    expect(breadcrumbsFor('/cast')).toEqual([{ label: 'Live Cast', to: '/cast' }]);
    expect(breadcrumbsFor('/client')).toEqual([{ label: 'Dashboard', to: '/client' }]);
  });

  it('uses the spec labels for known segments', () => {
    expect(breadcrumbsFor('/trainer/clients').map((c) => c.label)).toEqual([
      'Trainer Dashboard',
      'Clients',
    ]);
    expect(breadcrumbsFor('/trainer/training-goals').at(-1)?.label).toBe('Training Goals');
    expect(breadcrumbsFor('/trainer/workouts/new').map((c) => c.label)).toEqual([
      'Trainer Dashboard',
      'Workouts',
      'New',
    ]);
  });

  it('names a live session by its workout, straight under the dashboard', () => {
    expect(breadcrumbsFor('/trainer/session/abc-123', 'Full Body Strength A')).toEqual([
      { label: 'Trainer Dashboard', to: '/trainer' },
      { label: 'Full Body Strength A', to: '/trainer/session/abc-123' },
    ]);
    // No workout, or the name not known yet.
    for (const name of [null, undefined, '']) {
      expect(breadcrumbsFor('/trainer/session/abc-123', name).map((c) => c.label)).toEqual([
        'Trainer Dashboard',
        'Live Session',
      ]);
    }
    expect(liveSessionIdOf('/trainer/session/abc-123')).toBe('abc-123');
    for (const path of ['/trainer/session', '/trainer', '/client/session/feedback', '/cast/x']) {
      expect(liveSessionIdOf(path)).toBeNull();
    }
  });

  it('titles the header Dashboard, or Live Session on a live session', () => {
    expect(headerTitleFor('/trainer')).toBe('Dashboard');
    expect(headerTitleFor('/client')).toBe('Dashboard');
    expect(headerTitleFor('/trainer/session')).toBe('Dashboard');
    expect(headerTitleFor('/trainer/session/abc-123')).toBe('Live Session');
    expect(headerTitleFor('/client/session/abc-123')).toBe('Live Session');
    expect(headerTitleFor('/client/session/feedback')).toBe('Dashboard');
  });

  it('labels ids by what they identify', () => {
    expect(breadcrumbsFor('/trainer/users/42').at(-1)?.label).toBe('User 42');
    expect(breadcrumbsFor('/trainer/teams/7').at(-1)?.label).toBe('Team 7');
    expect(breadcrumbsFor('/trainer/clients/abc').at(-1)?.label).toBe('Client');
    expect(breadcrumbsFor('/trainer/history/abc').map((c) => c.label)).toEqual([
      'Trainer Dashboard',
      'Session History',
      'Session',
    ]);
  });

  it('title-cases other segments and handles the empty path', () => {
    expect(breadcrumbsFor('/client/post-training').at(-1)?.label).toBe('Post Training');
    expect(breadcrumbsFor('/')).toEqual([]);
  });
});
