import type { ContactKind } from './layout-plan.ts';

const HANDLE = /^@?([A-Za-z0-9_.]{2,64})$/;

/** An https URL, or null for anything else (http:, javascript:, data:, relative paths). */
function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A safe link for a contact: tel:, mailto: or https: only. Handles become profile URLs.
 * Anything script-like or not understood is dropped (SPEC point 8: no navigation to
 * script-like URLs).
 */
export function safeContactHref(kind: ContactKind, value: string): string | null {
  switch (kind) {
    case 'PHONE': {
      const digits = value.replace(/[^\d+]/g, '');
      return /^\+?\d{5,15}$/.test(digits) ? `tel:${digits}` : null;
    }
    case 'EMAIL':
      return /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}$/i.test(value) ? `mailto:${value}` : null;
    case 'TELEGRAM':
    case 'TELEGRAM_BOT': {
      const handle = HANDLE.exec(value);
      return handle ? `https://t.me/${handle[1]}` : httpsUrl(value);
    }
    case 'INSTAGRAM': {
      const handle = HANDLE.exec(value);
      return handle ? `https://instagram.com/${handle[1]}` : httpsUrl(value);
    }
    case 'FACEBOOK':
    case 'WEBSITE':
    case 'IOS_APP':
    case 'ANDROID_APP':
      return httpsUrl(value);
  }
}
