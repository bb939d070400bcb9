// Text a person cannot read whole: a field's example (placeholder) wider than the field, a label, button,
// tab, chip, menu item or heading cut by its own overflow (an ellipsis), or a chip or button sticking out of the card that
// holds it (a card clips what overflows it; it does not scroll). Measured in the page with its own fonts, so it
// finds what a phone shows, in the language the page is in. Elements not drawn (display: none, or zero width
// inside a closed drawer) are skipped.
import type { Page } from 'playwright-core';

export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const drawn = (el: HTMLElement) => el.offsetParent !== null && el.clientWidth > 1;
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.value !== '' || !drawn(input)) continue;
      const style = getComputedStyle(input);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ctx.measureText(input.placeholder).width > room + 0.5) found.push(`example "${input.placeholder}"`);
    }
    for (const el of document.querySelectorAll<HTMLElement>(
      'label, button, [role="tab"], .MuiChip-label, .hp-nav-label, h1, h2, h3, h4, h5, h6',
    )) {
      if (!drawn(el) || getComputedStyle(el).overflow === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}"`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('.MuiChip-root, button')) {
      if (!drawn(el)) continue;
      // The nearest ancestor that clips: a card cuts what sticks out (a scrolling box would let one scroll to it).
      let clip = el.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      if (!clip?.classList.contains('MuiCard-root')) continue;
      const box = el.getBoundingClientRect();
      const card = clip.getBoundingClientRect();
      if (box.right > card.right + 1 || box.left < card.left - 1)
        found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" sticks out of its card`);
    }
    return found;
  });
}
