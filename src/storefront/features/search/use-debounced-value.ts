import { useEffect, useState } from 'react';

/** SPEC point 9 asks for short debounces; typing settles after this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
