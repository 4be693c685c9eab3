import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

type DrawnWhenInViewProps = {
  /** Holds the section's place until it is drawn and while its lazy chunk loads (the same height, so nothing moves). */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Draws a heavy section (a chart: recharts is a 366 KB chunk and a long task to draw) only once it
 * comes into view, as a browser loads a lazy image. On a phone the charts of the dashboard and the
 * client report sit below the first screen; drawing them at once kept the main thread busy for about
 * 300 ms under mobile throttling while the screen above them was becoming usable. Once drawn it stays
 * drawn; without IntersectionObserver it is drawn at once. The section is a lazy component: the
 * placeholder also stands while its chunk loads.
 */
export function DrawnWhenInView({ placeholder, children }: DrawnWhenInViewProps) {
  const [hasBeenInView, setHasBeenInView] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholderRef.current;
    if (hasBeenInView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setHasBeenInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setHasBeenInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasBeenInView]);
  if (!hasBeenInView) return <div ref={placeholderRef}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
