// @vitest-environment jsdom
/**
 * Leaving for a provider's page and coming back (outside-page.ts): the tab goes there unless a host
 * (the Telegram mini app) opens it outside the app, and a screen hears when the app is on screen
 * again, from the tab or from the host.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { appShownAgain, openOutside, setOutsideHost, staysOpenOutside, useShownAgain } from './outside-page.ts';

afterEach(() => {
  setOutsideHost(null);
  cleanup();
  vi.restoreAllMocks();
});

function Listener({ heard }: { readonly heard: () => void }) {
  useShownAgain(heard);
  return null;
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('a page outside the app', () => {
  it('opens through the host when there is one, the app staying where it is', () => {
    const opened: string[] = [];
    setOutsideHost({ open: (url) => opened.push(url) });
    expect(staysOpenOutside()).toBe(true);
    openOutside('https://checkout.paycom.uz/abc');
    expect(opened).toEqual(['https://checkout.paycom.uz/abc']);
  });

  it('without a host the tab itself goes there', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    expect(staysOpenOutside()).toBe(false);
    openOutside('https://my.click.uz/services/pay?x=1');
    expect(assign).toHaveBeenCalledWith('https://my.click.uz/services/pay?x=1');
  });

  it('a screen hears the app shown again from the tab turning visible and from the host, until it is gone', () => {
    const heard = vi.fn();
    const { unmount } = render(<Listener heard={heard} />);
    setVisibility('hidden');
    expect(heard).not.toHaveBeenCalled();
    setVisibility('visible');
    appShownAgain();
    expect(heard).toHaveBeenCalledTimes(2);
    unmount();
    setVisibility('visible');
    appShownAgain();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
