import { useEffect, useRef, useState } from 'react';

/**
 * A text filter typed into a field and sent to the URL once typing pauses. The latest setter is called (an
 * older one would write back the other filters as they were when typing began), and only when the text differs
 * from what the URL already holds.
 */
export function useTypedFilter(inUrl: string, commit: (value: string) => void, delayMs = 300): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => latest.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return [text, setText];
}
