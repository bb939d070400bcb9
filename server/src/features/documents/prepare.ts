// Turns a document definition written by a feature (plain strings, the document's reading order) into what
// pdfmake draws: every string cut into font runs (script-runs.ts), and in a right-to-left document the layout
// mirrored — table columns and `columns` in reverse order, left/right alignments swapped, text right-aligned by
// default. Charts (svg) and images are not mirrored: a time axis reads left to right in both directions.
// Tables with colSpan/rowSpan are not mirrored (reversing their placeholder cells would break the spans).
import type { Direction } from './bidi-lines.js';
import { needsRuns, scriptRuns } from './script-runs.js';

type Node = unknown;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

// U+202F (narrow no-break space) is what French puts before : ; ? ! and what Intl's French number formats put
// between thousands ("1 234,50 €"), but neither Roboto nor Noto Sans SC has a glyph for it: it was drawn as a
// missing-glyph box, and the shaper swallowed the colon after it. U+00A0 is the nearest character every font
// here draws (no break either, a little wider). Text extraction then reads U+00A0 there, which is the same space.
const drawable = (s: string) => s.replaceAll('\u202f', '\u00a0');
const runs = (s: string) => {
  const text = drawable(s);
  return needsRuns(text) ? scriptRuns(text) : text;
};

function textValue(v: unknown): unknown {
  if (typeof v === 'string') return runs(v);
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    return v.flatMap((item: unknown) => {
      if (typeof item === 'string') {
        const text = runs(item);
        return typeof text === 'string' ? [text] : text;
      }
      if (isObj(item)) return [{ ...item, text: textValue(item['text']) }];
      return [item];
    });
  }
  return v;
}

const FLIP: Record<string, string> = { left: 'right', right: 'left' };

function hasSpans(body: unknown[][]): boolean {
  return body.some((row) => row.some((c) => isObj(c) && (c['colSpan'] !== undefined || c['rowSpan'] !== undefined)));
}

export function prepareNode(node: Node, dir: Direction): Node {
  const rtl = dir === 'rtl';
  if (typeof node === 'string') {
    const text = runs(node);
    return typeof text === 'string' ? text : { text };
  }
  if (Array.isArray(node)) return node.map((n: Node) => prepareNode(n, dir));
  if (!isObj(node)) return node;
  if ('svg' in node || 'image' in node || 'canvas' in node) return node;
  const out: Obj = { ...node };
  if (rtl && typeof out['alignment'] === 'string') out['alignment'] = FLIP[out['alignment']] ?? out['alignment'];
  if ('text' in out) out['text'] = textValue(out['text']);
  for (const key of ['stack', 'ul', 'ol'] as const) {
    if (Array.isArray(out[key])) out[key] = (out[key] as Node[]).map((n) => prepareNode(n, dir));
  }
  if (Array.isArray(out['columns'])) {
    const cols = (out['columns'] as Node[]).map((n) => prepareNode(n, dir));
    out['columns'] = rtl ? cols.reverse() : cols;
  }
  if (isObj(out['table']) && Array.isArray(out['table']['body'])) {
    const table = { ...out['table'] };
    const body = table['body'] as unknown[][];
    const mirror = rtl && !hasSpans(body);
    table['body'] = body.map((row) => {
      const cells = row.map((c) => prepareNode(c, dir));
      return mirror ? cells.reverse() : cells;
    });
    if (mirror && Array.isArray(table['widths'])) table['widths'] = [...(table['widths'] as unknown[])].reverse();
    out['table'] = table;
  }
  return out;
}
