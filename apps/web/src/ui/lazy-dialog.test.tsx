import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

afterEach(cleanup);

interface NoteProps {
  open: boolean;
  text: string;
}

function Note({ open, text }: NoteProps) {
  return open ? (
    <div role="dialog" aria-label="Note">
      {text}
    </div>
  ) : (
    <p>closed note</p>
  );
}

/** A loader the test releases by hand, counting how often the code was asked for. */
function heldLoader() {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await ready;
    return Note;
  });
  return { load, release: () => release() };
}

/** The Note dialog with its code fetched ahead of its first open. */
async function preloadedNote() {
  const load = vi.fn(async () => Note);
  const LazyNote = lazyDialog(load);
  await LazyNote.preload();
  return { LazyNote, load };
}

describe('lazyDialog', () => {
  it('fetches nothing and renders nothing until the dialog first opens', () => {
    const { load } = heldLoader();
    const LazyNote = lazyDialog(load);
    const { container } = render(<LazyNote open={false} text="hello" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading overlay, then the dialog, and stays mounted once closed', async () => {
    const { load, release } = heldLoader();
    const LazyNote = lazyDialog(load);
    const { rerender } = render(<LazyNote open text="hello" />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading...');
    release();
    expect((await screen.findByRole('dialog', { name: 'Note' })).textContent).toBe('hello');
    rerender(<LazyNote open={false} text="hello" />);
    expect(screen.getByText('closed note')).toBeTruthy();
    rerender(<LazyNote open text="again" />);
    expect(screen.getByRole('dialog', { name: 'Note' }).textContent).toBe('again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on what the dialog says opens it', async () => {
    const load = vi.fn(async () => ({ note }: { note: string | null }) => <p>{note}</p>);
    const LazyNote = lazyDialog(load, (props) => props.note !== null);
    const { container, rerender } = render(<LazyNote note={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<LazyNote note="shown" />);
    expect(await screen.findByText('shown')).toBeTruthy();
  });

  it('opens at once, with no loading state, once preloaded', async () => {
    const { LazyNote, load } = await preloadedNote();
    render(<LazyNote open text="hello" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Note' }).textContent).toBe('hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again when a preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Note>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Note);
    const LazyNote = lazyDialog(load);
    await expect(LazyNote.preload()).rejects.toThrow('offline');
    render(<LazyNote open text="hello" />);
    expect((await screen.findByRole('dialog', { name: 'Note' })).textContent).toBe('hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens a preloaded dialog rendered closed at once, and keeps it mounted once closed', async () => {
    const { LazyNote, load } = await preloadedNote();
    const { rerender } = render(<LazyNote open={false} text="hello" />);
    rerender(<LazyNote open text="hello" />);
    expect(screen.getByRole('dialog', { name: 'Note' }).textContent).toBe('hello');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<LazyNote open={false} text="hello" />);
    expect(screen.getByText('closed note')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
