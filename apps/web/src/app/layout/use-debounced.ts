import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms: a search waits for the typing. */
export function useDebounced<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
