import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

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

  it('labels ids by what they identify', () => {
    expect(breadcrumbsFor('/trainer/session/abc-123')).toEqual([
      { label: 'Trainer Dashboard', to: '/trainer' },
      { label: 'Session', to: '/trainer/session' },
      { label: 'Session', to: '/trainer/session/abc-123' },
    ]);
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
