// Text a person cannot read whole: a field's example (placeholder) wider than the field, or a label, button,
// tab, chip or heading cut by its own overflow (an ellipsis). Measured in the page with its own fonts, so it
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
      'label, button, [role="tab"], .MuiChip-label, h1, h2, h3, h4, h5, h6',
    )) {
      if (!drawn(el) || getComputedStyle(el).overflow === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}"`);
    }
    return found;
  });
}
