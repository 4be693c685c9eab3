import { useEffect } from 'react';

/** Keeps the tab title in step on client-side navigation (the server already wrote it into <head>). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
