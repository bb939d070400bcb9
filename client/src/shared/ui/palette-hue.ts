// The name of the hue each palette colour shows (its `hue`), for pickers that offer palette colours by name:
// "Theme colour" and "Accent colour" beside "Green" and "Red" named roles in one list and hues in the other, and
// said nothing of what a screen-reader user would see. Each colour theme names its own primary and secondary.
export type PaletteHue =
  | 'blue'
  | 'sky'
  | 'teal'
  | 'purple'
  | 'emerald'
  | 'lime'
  | 'cyan'
  | 'rust'
  | 'coral'
  | 'orange'
  | 'green'
  | 'amber'
  | 'red';

declare module '@mui/material/styles' {
  interface PaletteColor {
    hue?: PaletteHue;
  }
  interface SimplePaletteColorOptions {
    hue?: PaletteHue;
  }
}
