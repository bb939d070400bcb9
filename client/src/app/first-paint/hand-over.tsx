// The client's side of the guest screens' first paint (render.tsx, server/src/http/first-paint.ts): the page may
// carry a picture of the screen, shown while the scripts load. The router's first screen (or its error page)
// replaces it when it commits, in a layout effect, so the browser never paints a frame with neither (the loading
// indicator the router shows before that stays hidden under it).
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FIRST_PAINT_ID } from './id';

/** Takes the first paint out of the page, once the screen it stood for has committed. */
export function useFirstPaintHandOver(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
}

/** The root route's element: what every screen renders in, so the first of them takes over. */
export function FirstPaintHandOver() {
  useFirstPaintHandOver();
  return <Outlet />;
}
