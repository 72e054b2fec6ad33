import { useEffect, useRef, useState } from 'react';
import type { Toast } from '#storefront/lib/toasts.ts';
import './toaster.css';

export interface ToasterProps {
  readonly toasts: readonly Toast[];
  /** How long each stays; the time stops while the pointer or focus is on it. */
  readonly durationMs: number;
  readonly closeLabel: string;
  readonly onDismiss: (id: number) => void;
}

/**
 * The notifications on screen, for the stack of app/app-toasts.tsx (a module loaded with the
 * first notification). Errors are alerts (read out at once), the rest status messages (read out
 * when the reader is idle). Each slides in unless the shopper asked for reduced motion (the
 * stylesheet).
 */
export default function Toaster({ toasts, durationMs, closeLabel, onDismiss }: ToasterProps) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} durationMs={durationMs} closeLabel={closeLabel} onDismiss={onDismiss} />);
}

function ToastItem({
  toast,
  durationMs,
  closeLabel,
  onDismiss,
}: {
  readonly toast: Toast;
  readonly durationMs: number;
  readonly closeLabel: string;
  readonly onDismiss: (id: number) => void;
}) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const remaining = useRef(durationMs);
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);
  const alert = toast.tone === 'error';
  return (
    <div
      className={`toast toast--${toast.tone}`}
      role={alert ? 'alert' : 'status'}
      aria-live={alert ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.tone === 'success' ? '✓' : toast.tone === 'error' ? '!' : 'i'}
      </span>
      <p className="toast__text">{toast.text}</p>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
