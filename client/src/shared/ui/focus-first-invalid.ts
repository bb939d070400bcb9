// After a submit that the form refused, focus goes to the first field it says is wrong (WCAG 3.3.1): the button
// that was pressed kept it, and a message above the fold ("Enter a first name." at the top of a long form) was
// never seen, so pressing Save seemed to do nothing. Called right after the errors are set: the fields carry
// aria-invalid once React has drawn them, one frame later.
export function focusFirstInvalid(root: () => ParentNode | null | undefined, frames = 10): void {
  requestAnimationFrame(() => {
    const field = root()?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A render React does in slices (a transition) may take a few frames to draw the errors: look again.
    if (!field) {
      if (frames > 1) focusFirstInvalid(root, frames - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  });
}
