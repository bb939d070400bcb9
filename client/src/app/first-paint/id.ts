/** The element that holds a page's first paint (the build writes it, the server's script and the client remove it). */
export const FIRST_PAINT_ID = 'first-paint';
