import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { FocusTrap } from 'focus-trap';
import { hostToasts } from '#storefront/lib/toasts.ts';
import { FadeIn } from './fade-in.tsx';
import './dialog.css';

export interface DialogProps {
  /** `center`: a modal in the middle (POP_UP); `sheet`: slides up from the bottom (SHEET); `full`: the whole screen (the image viewer). */
  readonly variant: 'center' | 'sheet' | 'full';
  readonly label: string;
  readonly closeLabel: string;
  /** Where closing leads without JavaScript (the page without the dialog). */
  readonly closeHref: string;
  readonly onClose: () => void;
  /** A class of the dialog's own, for what the content needs of the dialog around it (the stories' dimmed backdrop). */
  readonly className?: string;
  readonly children: ReactNode;
}

// Layout effects do not run on the server; the dialog opens before the browser paints.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A modal dialog on the platform's `<dialog>`: showModal() makes the page behind inert, a focus
 * trap (focus-trap) keeps Tab inside, Escape and the backdrop close it, and focus returns to
 * where it was. The
 * server renders it open (readable without JavaScript, its close control a link); once
 * hydrated it becomes modal. It slides in when opened in the page, not when the page arrives
 * with it open.
 */
export function Dialog({ variant, label, closeLabel, closeHref, onClose, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useIsomorphicLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Noted before showModal() moves focus into the dialog.
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    if (typeof dialog.showModal === 'function') {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The rest of the page is inert now: the notifications show in the dialog.
    const releaseToasts = hostToasts(dialog);
    // The modal makes the page inert; the trap (focus-trap, loaded with the first dialog) keeps
    // Tab inside it (a modal alone lets Tab reach the browser's own controls) and gives focus
    // back to where it was when it closes.
    let trap: FocusTrap | null = null;
    let closed = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(dialog, {
        initialFocus: dialog,
        fallbackFocus: dialog,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        setReturnFocus: previous ?? false,
      });
      trap.activate();
    });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      closed = true;
      releaseToasts();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (trap) trap.deactivate();
      else previous?.focus({ preventScroll: true });
      document.body.style.overflow = overflow;
    };
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself, not on its panel, is a click on the backdrop.
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      open
      tabIndex={-1}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={onBackdrop}
    >
      <FadeIn className="dialog__panel" offset={variant === 'sheet' ? 48 : 16}>
        <span id={titleId} className="visually-hidden">
          {label}
        </span>
        <a
          className="dialog__close"
          href={closeHref}
          aria-label={closeLabel}
          onClick={(event) => {
            event.preventDefault();
            onCloseRef.current();
          }}
        >
          <span aria-hidden="true">×</span>
        </a>
        {children}
      </FadeIn>
    </dialog>
  );
}
