// A list row's actions (buttons, an amount) must not lie over the row's text. MUI's ListItem secondaryAction is
// placed over the row and keeps only 48 px free for it: "Déconnecter", an amount in euros or two icon buttons next
// to a long line ran over the text at 375 px (the sessions card in French and Arabic).
import type { Locator } from 'playwright-core';

/**
 * For each row, every action box — a button, or a text outside the row's ListItemText (an amount) — that crosses a
 * line of the ListItemText's characters. Each line is measured on its own, so a short last line beside a button is
 * no overlap, nor is a line cut with an ellipsis before the button.
 * Returns readable findings ("Sign out over "Chrome on Linux…""); empty when none.
 */
export function actionsOverText(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((els) =>
    els.flatMap((row) => {
      const text = row.querySelector('.MuiListItemText-root');
      if (!text) return [];
      // The boxes of the text's characters, line by line: a Range's rects on the text nodes alone (on an element
      // they would include its whole block, as wide as the row), cut to what an ellipsis leaves visible.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          let [left, right] = [r.left, r.right];
          for (let el = node.parentElement; el && el !== row; el = el.parentElement) {
            if (getComputedStyle(el).overflowX === 'visible') continue;
            const clip = el.getBoundingClientRect();
            [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          }
          if (right > left) lines.push(new DOMRect(left, r.top, right - left, r.height));
        }
      }
      // Buttons and texts that are neither inside the row's text nor around it (a ListItemButton holds the text).
      const actions = [...row.querySelectorAll('button, .MuiTypography-root')].filter(
        (el) => !text.contains(el) && !el.contains(text),
      );
      return actions.flatMap((action) => {
        const b = action.getBoundingClientRect();
        const label = action.getAttribute('aria-label') ?? action.textContent ?? '';
        return lines
          .filter((r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
          .map(() => `${label} over "${(text.textContent ?? '').slice(0, 40)}"`);
      });
    }),
  );
}
