import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

// The toaster is fetched once per page: each test loads the module afresh, as a new page would,
// and counts the toaster's fetches.
const fetched = vi.fn();
let toastModule: typeof import('./toast');
beforeEach(async () => {
  vi.resetModules();
  fetched.mockClear();
  vi.doMock('./toaster-view', async (importOriginal) => {
    fetched();
    return importOriginal();
  });
  toastModule = await import('./toast');
});

/** Sonner's region, there once the toaster has loaded and mounted. */
const toasterRegion = () => screen.queryByRole('region', { name: /notifications/i });

describe('toast', () => {
  it('fetches the toaster on the first press on the page, not before', async () => {
    const { ToastHost } = toastModule;
    vi.useFakeTimers();
    render(<ToastHost />);
    // Frames and idle periods go by: the screen has painted.
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(fetched).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(toasterRegion()).not.toBeNull(), { timeout: 10_000 });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('fetches the toaster when a screen asks for it', async () => {
    const { ToastHost, preloadToaster } = toastModule;
    render(<ToastHost />);
    preloadToaster();
    await vi.waitFor(() => expect(toasterRegion()).not.toBeNull(), { timeout: 10_000 });
  });

  it('shows a toast asked for before the toaster has loaded, once it has', async () => {
    const { ToastHost, toast } = toastModule;
    render(<ToastHost />);
    toast.success('Saved "Leg Day"');
    // The first test pays for transforming sonner on a busy machine: a wider wait.
    expect(await screen.findByText('Saved "Leg Day"', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows plain, success and error toasts in a loaded toaster', async () => {
    const { ToastHost, toast } = toastModule;
    render(<ToastHost />);
    toast('Select a client first');
    expect(await screen.findByText('Select a client first')).toBeTruthy();
    toast.success('Session started');
    toast.error('Unable to save workout. Please try again.');
    expect(await screen.findByText('Session started')).toBeTruthy();
    expect(await screen.findByText('Unable to save workout. Please try again.')).toBeTruthy();
    const error = screen.getByText('Unable to save workout. Please try again.').closest('li');
    expect(error?.getAttribute('data-type')).toBe('error');
  });
});
