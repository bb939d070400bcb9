// The width of an element's box, kept up to date as the page resizes (0 until the box is laid out): a chart's axes
// choose how many labels fit, a table which columns it can show.
import { useCallback, useRef, useState } from 'react';

export function useElementWidth(): [ref: (element: HTMLElement | null) => void, width: number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(element.clientWidth);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
