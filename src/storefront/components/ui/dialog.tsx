import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import * as m from 'motion/react-m';
import { createFocusTrap } from 'focus-trap';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface DialogProps {
  /** `center`: a modal in the middle (POP_UP); `sheet`: slides up from the bottom (SHEET). */
  readonly variant: 'center' | 'sheet';
  readonly label: string;
  readonly closeLabel: string;
  /** Where closing leads without JavaScript (the page without the dialog). */
  readonly closeHref: string;
  readonly onClose: () => void;
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
export function Dialog({ variant, label, closeLabel, closeHref, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Opened after hydration: animate in. Rendered by the server: already there, no motion.
  const hydrated = useHydrated();
  const [animateIn] = useState(hydrated);

  useIsomorphicLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !panel.current) return;
    // Noted before showModal() moves focus into the dialog.
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The modal makes the page inert; the trap keeps Tab inside the panel (a modal alone lets it
    // reach the browser's own controls) and gives focus back to where it was when it closes.
    const trap = createFocusTrap(panel.current, {
      initialFocus: panel.current,
      fallbackFocus: panel.current,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      setReturnFocus: previous ?? false,
    });
    trap.activate();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      trap.deactivate();
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
      className={`dialog dialog--${variant}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={onBackdrop}
    >
      <m.div
        ref={panel}
        className="dialog__panel"
        tabIndex={-1}
        {...(animateIn ? { initial: { opacity: 0, y: variant === 'sheet' ? 48 : 16 }, animate: { opacity: 1, y: 0 }, transition: { duration: 0.22 } } : {})}
      >
        <span id={titleId} className="visually-hidden">{label}</span>
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
      </m.div>
    </dialog>
  );
}
