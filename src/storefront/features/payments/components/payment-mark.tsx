/**
 * Each way to pay drawn as a small mark beside its name: the providers' word marks in their own
 * colours, a note for cash and a card for a terminal. The name beside it is what a screen reader
 * reads, so the marks are decoration, except Payme's logo on the card form, which Payme's rules
 * ask for and which is named.
 */
import type { PaymentType } from '#schemas/common';

const WORD_MARKS: Partial<Record<PaymentType, { readonly background: string; readonly parts: readonly (readonly [string, string])[] }>> = {
  PAYME: {
    background: '#ffffff',
    parts: [
      ['pay', '#1f2933'],
      ['me', '#00a7b5'],
    ],
  },
  CLICK: { background: '#0073e6', parts: [['click', '#ffffff']] },
  UZUM: { background: '#7000ff', parts: [['uzum', '#ffffff']] },
};

function WordMark({ type }: { readonly type: PaymentType }) {
  const mark = WORD_MARKS[type]!;
  return (
    <svg className="pay-mark" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="47" height="31" rx="7" fill={mark.background} stroke="#d0d5dd" />
      <text x="24" y="20.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="12.5" fontWeight="800" letterSpacing="-0.3">
        {mark.parts.map(([text, colour]) => (
          <tspan key={text} fill={colour}>
            {text}
          </tspan>
        ))}
      </text>
    </svg>
  );
}

/** The mark of a way to pay (decoration: its name is written beside it). */
export function PaymentMark({ type }: { readonly type: PaymentType }) {
  if (WORD_MARKS[type]) return <WordMark type={type} />;
  if (type === 'CASH') {
    return (
      <svg className="pay-mark pay-mark--drawn" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
        <rect x="5" y="7" width="38" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="24" cy="16" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 12v8M38 12v8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg className="pay-mark pay-mark--drawn" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <rect x="8" y="6" width="32" height="21" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 12h32" stroke="currentColor" strokeWidth="3" />
      <path d="M13 21h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Payme's logo, which its card form must show (named: it says who takes the card). */
export function PaymeLogo() {
  return (
    <svg className="payme-logo" viewBox="0 0 96 32" width="96" height="32" role="img" aria-label="Payme" focusable="false">
      <text x="0" y="25" fontFamily="system-ui, sans-serif" fontSize="27" fontWeight="800" letterSpacing="-0.8">
        <tspan fill="currentColor">pay</tspan>
        <tspan fill="#00a7b5">me</tspan>
      </text>
    </svg>
  );
}
