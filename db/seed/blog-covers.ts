// Cover images made for the demo articles: simple SVG illustrations (no text, so no font is needed),
// rasterised to PNG with sharp and stored through the uploads feature like an administrator's upload.
import sharp from 'sharp';
import type { BlogCategory } from '../schema/index.js';

const W = 1200;
const H = 630;

const GRADIENTS: Partial<Record<BlogCategory, [string, string]>> = {
  heart: ['#b91c1c', '#f97316'],
  sleep: ['#1e1b4b', '#4338ca'],
  diabetes: ['#0f766e', '#22c55e'],
  fitness: ['#1d4ed8', '#06b6d4'],
};

const ART: Partial<Record<BlogCategory, string>> = {
  // A heart and an ECG trace.
  heart: `<path d="M600 470 C 420 350 380 250 450 190 C 510 140 580 170 600 220 C 620 170 690 140 750 190 C 820 250 780 350 600 470 Z" fill="#fff" opacity="0.9"/>
    <polyline points="80,330 380,330 420,260 460,400 500,300 530,330 1120,330" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" opacity="0.55"/>`,
  // A crescent moon and stars.
  sleep: `<circle cx="640" cy="300" r="170" fill="#fde68a"/><circle cx="710" cy="250" r="160" fill="#312e81"/>
    <circle cx="300" cy="140" r="6" fill="#fff"/><circle cx="420" cy="460" r="5" fill="#fff"/><circle cx="900" cy="150" r="7" fill="#fff"/>
    <circle cx="1000" cy="420" r="5" fill="#fff"/><circle cx="200" cy="380" r="4" fill="#fff"/><circle cx="860" cy="520" r="4" fill="#fff"/>`,
  // A glucose trace inside the 70–180 band.
  diabetes: `<rect x="80" y="230" width="1040" height="170" fill="#fff" opacity="0.22" rx="12"/>
    <polyline points="80,330 180,300 260,260 340,290 420,360 500,380 580,320 660,250 740,200 820,260 900,330 980,310 1120,290" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
  // A watch face with a pulse.
  fitness: `<rect x="470" y="110" width="260" height="410" rx="70" fill="#0f172a" opacity="0.85"/>
    <circle cx="600" cy="315" r="105" fill="none" stroke="#fff" stroke-width="10"/>
    <polyline points="520,315 565,315 585,270 610,360 630,315 680,315" fill="none" stroke="#22d3ee" stroke-width="9" stroke-linejoin="round"/>`,
};

/** A 1200×630 PNG cover for an article of this category. */
export function coverPng(category: BlogCategory): Promise<Buffer> {
  const [from, to] = GRADIENTS[category] ?? ['#334155', '#64748b'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>${ART[category] ?? ''}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
