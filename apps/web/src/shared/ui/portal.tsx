import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders an overlay at the end of <body>. Screens live inside <main>, whose route fade gives it its own
 * stacking context; a sheet or dialog rendered there would sit under the sticky header whatever its
 * z-index.
 */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
