import { type RefObject, useEffect } from 'react';

/** Closes an open popup (menu, panel) on a click outside `container` or on Escape. */
export function useDismiss(isOpen: boolean, container: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, container, close]);
}
