import { describe, expect, it } from 'vitest';
import { backButtonTarget, chromeColours, insetVariables, mainButtonView, telegramThemeTokens } from './native-ui.ts';

describe('the BackButton follows the router (issue 9)', () => {
  it('is hidden on the home screen', () => {
    expect(backButtonTarget('/', 'abc123')).toBe('hidden');
    expect(backButtonTarget('/', 'default')).toBe('hidden');
  });

  it("goes back in the app's history elsewhere, or home on the screen the app was opened on", () => {
    expect(backButtonTarget('/basket', 'k1')).toBe('back');
    expect(backButtonTarget('/product/7', 'default')).toBe('home');
  });
});

describe("the MainButton carries the screen's main action (issue 9)", () => {
  it('is hidden when the screen has no main action', () => {
    expect(mainButtonView(null)).toEqual({ isVisible: false, text: '', isEnabled: false, isLoaderVisible: false });
  });

  it("shows the action's text, enabled as the action is", () => {
    expect(mainButtonView({ label: "Rasmiylashtirish · 64 000 so'm", enabled: true, busy: false })).toEqual({
      isVisible: true,
      text: "Rasmiylashtirish · 64 000 so'm",
      isEnabled: true,
      isLoaderVisible: false,
    });
    expect(mainButtonView({ label: 'Buyurtma berish', enabled: false, busy: false }).isEnabled).toBe(false);
  });

  it('shows progress while the action runs and takes no second press', () => {
    expect(mainButtonView({ label: 'Yuborilmoqda', enabled: true, busy: true })).toEqual({
      isVisible: true,
      text: 'Yuborilmoqda',
      isEnabled: false,
      isLoaderVisible: true,
    });
  });
});

describe('safe-area insets as CSS variables (issue 9: env() is 0 inside Telegram on iOS)', () => {
  it("names each side of the device's and of Telegram's content safe area in pixels", () => {
    expect(insetVariables({ top: 47, right: 0, bottom: 34, left: 0 }, { top: 46, right: 0, bottom: 0, left: 0 })).toEqual({
      '--tg-safe-top': '47px',
      '--tg-safe-right': '0px',
      '--tg-safe-bottom': '34px',
      '--tg-safe-left': '0px',
      '--tg-content-safe-top': '46px',
      '--tg-content-safe-right': '0px',
      '--tg-content-safe-bottom': '0px',
      '--tg-content-safe-left': '0px',
    });
  });

  it('never a negative inset', () => {
    const zero = { top: 0, right: 0, bottom: 0, left: 0 };
    expect(insetVariables({ ...zero, top: -3 }, zero)['--tg-safe-top']).toBe('0px');
  });
});

describe('the Telegram theme (issue 9, B8)', () => {
  const params = {
    bg_color: '#17212b',
    secondary_bg_color: '#0e1621',
    section_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    destructive_text_color: '#ec3942',
    section_separator_color: '#111921',
  };

  it("takes the page's colour tokens from Telegram's theme parameters", () => {
    expect(telegramThemeTokens(params)).toEqual({
      '--color-bg': '#0e1621',
      '--color-surface': '#17212b',
      '--color-text': '#f5f5f5',
      '--color-muted': '#708499',
      '--color-border': '#111921',
      '--color-skeleton': '#0e1621',
      '--color-main': '#5288c1',
      '--color-on-main': '#ffffff',
      '--color-danger': '#ec3942',
    });
  });

  it("a colour Telegram leaves out (or gives in another form) keeps the brand's token; a fallback key fills in", () => {
    const tokens = telegramThemeTokens({ bg_color: '#ffffff', text_color: 'black', button_color: '#abc' });
    expect(tokens).toEqual({ '--color-bg': '#ffffff', '--color-surface': '#ffffff' });
  });

  it("Telegram's header and bottom bar wear the page's header, background and bottom-bar colours", () => {
    expect(chromeColours({ '--color-main': '#E63946', '--color-bg': '#121214', '--color-surface': '#1E1E22' })).toEqual({
      header: '#E63946',
      background: '#121214',
      bottomBar: '#1E1E22',
    });
  });
});
