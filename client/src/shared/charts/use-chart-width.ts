// The width of the box a chart fills, kept up to date as the page resizes, so the axes can choose how many
// labels fit (0 until the box is laid out).
import { useCallback, useRef, useState } from 'react';

export function useChartWidth(): [ref: (element: HTMLElement | null) => void, width: number] {
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
