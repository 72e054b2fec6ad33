import type { CSSProperties } from 'react';

/** A placeholder block with the size of what it stands for, so nothing shifts when data arrives. */
export function Skeleton({ className = '', style }: { readonly className?: string; readonly style?: CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}
