import type { ReactNode } from 'react';

export interface StateMessageProps {
  readonly title: string;
  readonly text?: string | null;
  readonly tone?: 'empty' | 'error';
  /** A retry button or a way out. */
  readonly action?: ReactNode;
  readonly headingLevel?: 1 | 2;
}

/** The empty and error states of a screen: a title, a line of text and a way on. */
export function StateMessage({ title, text, tone = 'empty', action, headingLevel = 2 }: StateMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={`state-message state-message--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className="state-message__icon" aria-hidden="true">
        {tone === 'error' ? '!' : '∅'}
      </span>
      <Heading className="state-message__title">{title}</Heading>
      {text ? <p className="state-message__text">{text}</p> : null}
      {action ? <div className="state-message__action">{action}</div> : null}
    </div>
  );
}
