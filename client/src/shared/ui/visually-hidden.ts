// Hides content visually while keeping it in the accessibility tree (screen readers still read it). MUI keeps
// its own copy in @mui/utils, which is not a direct dependency here.
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
