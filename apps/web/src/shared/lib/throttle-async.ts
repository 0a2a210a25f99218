/**
 * At most one call of `fn` per `ms`: a call inside the window shares one trailing call made when the window
 * ends, so every caller still gets an answer at least as fresh as its own request (unread counts are
 * throttled to 250 ms).
 */
export function throttleAsync<T>(fn: () => Promise<T>, ms: number): () => Promise<T> {
  let lastStart = -Infinity;
  let trailing: Promise<T> | null = null;

  return () => {
    const wait = lastStart + ms - Date.now();
    if (wait <= 0) {
      lastStart = Date.now();
      return fn();
    }
    if (!trailing) {
      trailing = new Promise<T>((resolve, reject) => {
        setTimeout(() => {
          trailing = null;
          lastStart = Date.now();
          fn().then(resolve, reject);
        }, wait);
      });
    }
    return trailing;
  };
}
