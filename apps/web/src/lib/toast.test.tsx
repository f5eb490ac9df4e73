import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost, toast } from './toast';

afterEach(cleanup);

describe('toast', () => {
  it('shows a toast asked for before the toaster has loaded, once it has', async () => {
    render(<ToastHost />);
    toast.success('Saved "Leg Day"');
    // The first test pays for transforming sonner on a busy machine: a wider wait.
    expect(await screen.findByText('Saved "Leg Day"', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows plain, success and error toasts in a loaded toaster', async () => {
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
