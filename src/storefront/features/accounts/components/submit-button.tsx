import type { ReactNode } from 'react';

/**
 * A form's main button. While its request runs it says so and refuses a second press, but stays
 * focusable (aria-disabled, not disabled): focus does not fall to the page.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  tone = 'primary',
  type = 'submit',
  onClick,
}: {
  readonly pending: boolean;
  readonly pendingLabel: string;
  readonly children: ReactNode;
  readonly tone?: 'primary' | 'danger' | 'plain';
  readonly type?: 'submit' | 'button';
  readonly onClick?: () => void;
}) {
  const toneClass = tone === 'plain' ? '' : ` button--${tone}`;
  return (
    <button
      type={type}
      className={`button button--block${toneClass}`}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
