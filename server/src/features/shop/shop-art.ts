// Product pictures drawn for the project: one small SVG per (category, colour, view), built from the enum values
// only (no user text reaches the markup), so they are safe to serve to anyone and cache for a day.
import { PRODUCT_CATEGORIES, PRODUCT_COLOURS } from '../../../../db/schema/index.js';
import type { ProductCategory, ProductColour } from '../../../../db/schema/index.js';

export const ART_VIEWS = 3;

const BODY: Record<ProductColour, [fill: string, edge: string]> = {
  black: ['#2b2f36', '#111418'],
  white: ['#f7f8fa', '#c5ccd6'],
  silver: ['#c3c9d2', '#8c95a3'],
  blue: ['#2f6fde', '#1d4fa8'],
  pink: ['#e87ca6', '#b9527c'],
  green: ['#2fa36b', '#1f7149'],
};

const SCREEN = '#0f1b2d';
const GLOW = '#5eead4';

const screenText = (x: number, y: number, size: number, s: string) =>
  `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="${GLOW}" text-anchor="middle">${s}</text>`;

function device(category: ProductCategory, fill: string, edge: string): string {
  const body = `fill="${fill}" stroke="${edge}" stroke-width="4"`;
  switch (category) {
    case 'bp_cuff':
      return `<path d="M150 250 C 110 300, 90 320, 95 340" fill="none" stroke="#64748b" stroke-width="6"/>
        <rect x="40" y="300" width="130" height="70" rx="22" fill="#94a3b8" stroke="#64748b" stroke-width="4"/>
        <rect x="120" y="110" width="200" height="160" rx="26" ${body}/>
        <rect x="145" y="132" width="150" height="80" rx="10" fill="${SCREEN}"/>
        ${screenText(220, 182, 34, '120/80')}
        <circle cx="220" cy="240" r="14" fill="${edge}"/>`;
    case 'pulse_oximeter':
      return `<rect x="90" y="150" width="220" height="120" rx="50" ${body}/>
        <path d="M110 170 Q200 120 290 170" fill="none" stroke="${edge}" stroke-width="6"/>
        <rect x="150" y="180" width="100" height="60" rx="10" fill="${SCREEN}"/>
        ${screenText(200, 222, 30, '98%')}
        <path d="M262 198 l8 -8 a6 6 0 0 1 10 8 l-10 12 l-10 -12 a6 6 0 0 1 10 -8z" fill="#f87171"/>`;
    case 'cgm':
      return `<circle cx="200" cy="200" r="110" fill="#e2e8f0" stroke="#cbd5e1" stroke-width="4"/>
        <circle cx="200" cy="200" r="78" ${body}/>
        <circle cx="200" cy="200" r="26" fill="${edge}"/>
        <path d="M120 320 q40 -30 80 0 t80 0" fill="none" stroke="${GLOW}" stroke-width="6" stroke-linecap="round"/>`;
    case 'scale':
      return `<rect x="70" y="90" width="260" height="260" rx="40" ${body}/>
        <rect x="150" y="120" width="100" height="46" rx="8" fill="${SCREEN}"/>
        ${screenText(200, 152, 26, '72.4')}
        <ellipse cx="150" cy="270" rx="34" ry="50" fill="${edge}" opacity="0.25"/>
        <ellipse cx="250" cy="270" rx="34" ry="50" fill="${edge}" opacity="0.25"/>`;
    case 'watch':
      return `<rect x="155" y="30" width="90" height="90" rx="16" fill="${edge}"/>
        <rect x="155" y="280" width="90" height="90" rx="16" fill="${edge}"/>
        <rect x="125" y="100" width="150" height="200" rx="40" ${body}/>
        <rect x="145" y="122" width="110" height="156" rx="26" fill="${SCREEN}"/>
        ${screenText(200, 210, 44, '72')}
        <path d="M160 240 h20 l8 -14 l10 26 l8 -12 h34" fill="none" stroke="#f87171" stroke-width="4"/>`;
    case 'sleep_tracker':
      return `<circle cx="200" cy="210" r="100" fill="none" stroke="${edge}" stroke-width="42"/>
        <circle cx="200" cy="210" r="100" fill="none" stroke="${fill}" stroke-width="32"/>
        <path d="M300 70 a36 36 0 1 0 36 46 a28 28 0 1 1 -36 -46z" fill="#fcd34d"/>
        <circle cx="200" cy="110" r="8" fill="${GLOW}"/>`;
    case 'thermometer':
      return `<g transform="rotate(-35 200 200)">
        <rect x="170" y="40" width="60" height="300" rx="30" ${body}/>
        <rect x="185" y="340" width="30" height="40" rx="14" fill="#94a3b8"/>
        <rect x="178" y="90" width="44" height="110" rx="8" fill="${SCREEN}"/>
        <g transform="rotate(90 200 145)">${screenText(200, 155, 28, '36.8°')}</g></g>`;
  }
}

const VIEW_TRANSFORM = ['', 'rotate(-8 200 200) translate(10 6)', 'translate(-200 -170) scale(2)'];

/** The SVG document of one view (0 front, 1 angled, 2 close-up). */
export function drawArt(category: ProductCategory, colour: ProductColour, view: number): string {
  const [fill, edge] = BODY[colour];
  const transform = VIEW_TRANSFORM[view] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#dbe4ee"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="375" rx="150" ry="14" fill="#0f172a" opacity="0.08"/>
  <g transform="${transform}">${device(category, fill, edge)}</g>
</svg>`;
}

export const isCategory = (v: string): v is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(v);
export const isColour = (v: string): v is ProductColour => (PRODUCT_COLOURS as readonly string[]).includes(v);

/** The gallery of a product; an order line (no colour kept) shows the silver front view. */
export function artUrls(category: ProductCategory, colour: ProductColour | null): string[] {
  return Array.from({ length: ART_VIEWS }, (_, v) => `/api/shop/art/${category}/${colour ?? 'silver'}/${v}.svg`);
}
