// Text a person cannot read whole: a field's example (placeholder) or a list's chosen option wider than the field, a label, button,
// tab, chip, menu item or heading cut by its own overflow (an ellipsis), a chip or button sticking out of the card that
// holds it (a card clips what overflows it; it does not scroll), or a button's label broken over lines (the
// composer's "Share a health snapshot" stood on three lines at 1280 px: a squeezed button, not a cut one, but
// as hard to read). Measured in the page with its own fonts, so it
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
    // A drop-down list's chosen option (or its "Choose…" prompt) wider than the list: the browser cuts it.
    for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
      const chosen = select.selectedOptions[0]?.textContent ?? '';
      if (!chosen || !drawn(select)) continue;
      const style = getComputedStyle(select);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ctx.measureText(chosen).width > room + 0.5) found.push(`choice "${chosen}"`);
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
    // Lines are the distinct tops of the label's text boxes (a height would count a button stretched by its row).
    const range = document.createRange();
    for (const el of document.querySelectorAll<HTMLElement>('.MuiButton-root')) {
      if (!drawn(el)) continue;
      const tops: number[] = [];
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = texts.nextNode(); n; n = texts.nextNode()) {
        if (!n.textContent?.trim()) continue;
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
      }
      const half = parseFloat(getComputedStyle(el).fontSize) / 2;
      const lines = tops.sort((a, b) => a - b).filter((top, i) => i === 0 || top - tops[i - 1]! > half).length;
      if (lines > 1) found.push(`button "${el.textContent?.trim() ?? ''}" wraps onto ${lines} lines`);
    }
    return found;
  });
}
