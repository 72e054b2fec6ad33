import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  /** `center`: a modal in the middle (POP_UP); `sheet`: slides up from the bottom (SHEET). */
  readonly variant: 'center' | 'sheet';
  readonly label: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog: focus moves in and back out, Escape and the backdrop close it, the page
 * behind does not scroll.
 */
export function Dialog({ variant, label, closeLabel, onClose, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return (
    <div className={`dialog dialog--${variant}`}>
      <div className="dialog__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <span id={titleId} className="visually-hidden">{label}</span>
        <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>×</button>
        {children}
      </div>
    </div>
  );
}
