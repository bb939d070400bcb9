// Layout dimensions (spec §9), in px.
export const SIDEBAR_WIDTH = 270;
export const MINI_SIDEBAR_WIDTH = 87;
export const TOPBAR_HEIGHT = 70;
/** Max content width of the boxed layout. */
export const BOXED_MAX_WIDTH = 1200;
