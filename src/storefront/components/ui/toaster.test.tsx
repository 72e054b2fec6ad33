// @vitest-environment jsdom
/** Notifications (SPEC point 9): roles, how long they stay, and the shopper's hand on them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAX_TOASTS, notify, toastStore, useToasts } from '#storefront/lib/toasts.ts';
import Toaster from './toaster.tsx';

function Harness() {
  const toasts = useToasts();
  return <Toaster toasts={toasts} durationMs={4500} closeLabel="Close" onDismiss={(id) => toastStore.getState().dismiss(id)} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  act(() => {
    for (const toast of toastStore.getState().toasts) toastStore.getState().dismiss(toast.id);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('says errors as alerts and the rest as status messages', () => {
    render(<Harness />);
    act(() => {
      notify('success', 'Saved');
      notify('error', 'Failed');
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('each stays 4,500 ms, then goes', () => {
    render(<Harness />);
    act(() => {
      notify('info', 'Hello');
    });
    act(() => vi.advanceTimersByTime(4_499));
    expect(screen.queryByText('Hello')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('waits while the pointer or focus is on it, then takes the time it had left', () => {
    render(<Harness />);
    act(() => {
      notify('info', 'Hold me');
    });
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Hold me')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Hold me')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hold me')).toBeNull();
  });

  it('closes with its button; says the same text once; keeps the newest few', () => {
    render(<Harness />);
    act(() => {
      notify('info', 'One');
      notify('info', 'One');
    });
    expect(screen.getAllByText('One')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('One')).toBeNull();
    act(() => {
      for (let i = 0; i < MAX_TOASTS + 2; i++) notify('info', `Note ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Note 0')).toBeNull();
    expect(screen.queryByText(`Note ${MAX_TOASTS + 1}`)).not.toBeNull();
  });
});
