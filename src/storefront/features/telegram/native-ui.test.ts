import { describe, expect, it } from 'vitest';
import { backButtonTarget, insetVariables, mainButtonView } from './native-ui.ts';

describe('the BackButton follows the router (issue 9)', () => {
  it('is hidden on the home screen', () => {
    expect(backButtonTarget('/', 'abc123')).toBe('hidden');
    expect(backButtonTarget('/', 'default')).toBe('hidden');
  });

  it('goes back in the app\'s history elsewhere, or home on the screen the app was opened on', () => {
    expect(backButtonTarget('/basket', 'k1')).toBe('back');
    expect(backButtonTarget('/product/7', 'default')).toBe('home');
  });
});

describe('the MainButton carries the screen\'s main action (issue 9)', () => {
  it('is hidden when the screen has no main action', () => {
    expect(mainButtonView(null)).toEqual({ isVisible: false, text: '', isEnabled: false, isLoaderVisible: false });
  });

  it('shows the action\'s text, enabled as the action is', () => {
    expect(mainButtonView({ label: 'Rasmiylashtirish · 64 000 so\'m', enabled: true, busy: false }))
      .toEqual({ isVisible: true, text: 'Rasmiylashtirish · 64 000 so\'m', isEnabled: true, isLoaderVisible: false });
    expect(mainButtonView({ label: 'Buyurtma berish', enabled: false, busy: false }).isEnabled).toBe(false);
  });

  it('shows progress while the action runs and takes no second press', () => {
    expect(mainButtonView({ label: 'Yuborilmoqda', enabled: true, busy: true }))
      .toEqual({ isVisible: true, text: 'Yuborilmoqda', isEnabled: false, isLoaderVisible: true });
  });
});

describe('safe-area insets as CSS variables (issue 9: env() is 0 inside Telegram on iOS)', () => {
  it('names each side of the device\'s and of Telegram\'s content safe area in pixels', () => {
    expect(insetVariables({ top: 47, right: 0, bottom: 34, left: 0 }, { top: 46, right: 0, bottom: 0, left: 0 })).toEqual({
      '--tg-safe-top': '47px', '--tg-safe-right': '0px', '--tg-safe-bottom': '34px', '--tg-safe-left': '0px',
      '--tg-content-safe-top': '46px', '--tg-content-safe-right': '0px', '--tg-content-safe-bottom': '0px', '--tg-content-safe-left': '0px',
    });
  });

  it('never a negative inset', () => {
    const zero = { top: 0, right: 0, bottom: 0, left: 0 };
    expect(insetVariables({ ...zero, top: -3 }, zero)['--tg-safe-top']).toBe('0px');
  });
});
