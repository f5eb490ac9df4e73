import { createSessionState } from '@levelup/shared/session';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../testing/fake-session';
import { renderSession } from '../testing/render-session';
import { AddClientsDialog } from './clients-picker';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/toast')>();
  return { ...actual, toast: Object.assign(toastSpy, actual.toast) };
});
// The picker lists the session's available clients when the coach's list is not loaded.
vi.mock('@/lib/api/clients/get-clients', () => ({ useClients: () => ({ data: undefined }) }));

afterEach(() => {
  cleanup();
  toastSpy.mockClear();
});

const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit'];

function picker(onGrid: number) {
  const people = names.map((firstName, i) => ({ id: `c${i}`, firstName }));
  const session = fakeSession(
    createSessionState({
      clients: people.slice(0, onGrid),
      availableClients: people.slice(onGrid),
      exercises: [{ id: 'e0', name: 'Squat' }],
    }),
  );
  renderSession(session, <AddClientsDialog open onOpenChange={() => {}} />);
  return session;
}

describe('Add clients', () => {
  it('adds the first eight of eleven chosen and says who did not fit, and why', () => {
    const session = picker(0);
    for (const name of names) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('status').textContent).toBe(
      'Only 8 of the 11 chosen fit: a session holds 8 clients.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'clients:add',
      payload: { clientIds: ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] },
    });
    expect(toastSpy).toHaveBeenCalledWith(
      'Added 8 of 11 clients: a session holds 8. Not added: Ida, Jo, Kit.',
    );
  });

  it('on a full grid adds nobody and says the grid is full', () => {
    const session = picker(8);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kit' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The grid is full: a session holds 8 clients. Remove one to add another.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(session.sent).toHaveLength(0);
    expect(toastSpy).toHaveBeenCalledWith(
      'The grid is full: a session holds 8 clients. Remove one to add another.',
    );
  });

  it('says nothing while the choice fits', () => {
    const session = picker(5);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ida' }));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(session.sent.at(-1)).toMatchObject({ payload: { clientIds: ['c8'] } });
    expect(toastSpy).not.toHaveBeenCalled();
  });
});
