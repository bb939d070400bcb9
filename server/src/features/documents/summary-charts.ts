// The summary's small charts as SVG (pdfmake draws SVG as vectors: sharp at any zoom, a few hundred bytes
// each). No text inside the SVG — labels are document text, so they get the right font and direction.
import type { DailyPoint } from './health-summary.data.js';

const W = 150;
const H = 36;
const PAD = 2;

const esc = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '0');

interface Scale {
  x(t: number): number;
  y(v: number): number;
}

function scale(lo: number, hi: number, from: number, to: number): Scale {
  const span = Math.max(hi - lo, 1e-9);
  return {
    x: (t) => PAD + ((t - from) / Math.max(to - from, 1)) * (W - 2 * PAD),
    y: (v) => H - PAD - ((v - lo) / span) * (H - 2 * PAD),
  };
}

function line(points: DailyPoint[], s: Scale, pick: (p: DailyPoint) => number | null, color: string): string {
  const xy = points.flatMap((p) => {
    const v = pick(p);
    return v === null ? [] : [`${esc(s.x(p.time.getTime()))},${esc(s.y(v))}`];
  });
  if (xy.length === 1) {
    const [x, y] = (xy[0] ?? '0,0').split(',');
    return `<circle cx="${x}" cy="${y}" r="1.5" fill="${color}"/>`;
  }
  return `<polyline points="${xy.join(' ')}" fill="none" stroke="${color}" stroke-width="1.2"/>`;
}

/**
 * A sparkline of daily means over [from, to], with the normal band shaded (lowNormal–highNormal) when given;
 * `value2` (diastolic) drawn as a second line.
 */
export function sparkline(points: DailyPoint[], from: Date, to: Date, band: { low: number | null; high: number | null }): string {
  const values = points.flatMap((p) => [p.value, ...(p.value2 === null ? [] : [p.value2])]);
  const lo = Math.min(...values, band.low ?? Infinity) * 0.95;
  const hi = Math.max(...values, band.high ?? -Infinity) * 1.05;
  const s = scale(lo, hi, from.getTime(), to.getTime());
  const bandRect =
    band.low !== null && band.high !== null
      ? `<rect x="${PAD}" y="${esc(s.y(band.high))}" width="${W - 2 * PAD}" height="${esc(s.y(band.low) - s.y(band.high))}" fill="#e3f2e6"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${bandRect}
    <rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" fill="none" stroke="#cfd8dc" stroke-width="0.5"/>
    ${line(points, s, (p) => p.value, '#1565c0')}${points.some((p) => p.value2 !== null) ? line(points, s, (p) => p.value2, '#6a1b9a') : ''}</svg>`;
}

/** Time in range as one bar: below (red), in range (green), above (amber), left to right. */
export function rangeBar(below: number, inRange: number, above: number): string {
  const total = Math.max(below + inRange + above, 1);
  const w = (n: number) => ((n / total) * W).toFixed(1);
  const b = Number(w(below));
  const i = Number(w(inRange));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="12" viewBox="0 0 ${W} 12">
    <rect x="0" y="0" width="${b}" height="12" fill="#c62828"/>
    <rect x="${b}" y="0" width="${i}" height="12" fill="#2e7d32"/>
    <rect x="${(b + i).toFixed(1)}" y="0" width="${w(above)}" height="12" fill="#f9a825"/></svg>`;
}

/** Hours slept per night as bars, with the 7–9 h band. */
export function sleepBars(nights: DailyPoint[], from: Date, to: Date): string {
  const max = Math.max(10, ...nights.map((n) => n.value));
  const s = scale(0, max, from.getTime(), to.getTime());
  const bw = Math.max(1.5, (W - 2 * PAD) / 34);
  const bars = nights
    .map((n) => `<rect x="${esc(s.x(n.time.getTime()) - bw / 2)}" y="${esc(s.y(n.value))}" width="${esc(bw)}" height="${esc(s.y(0) - s.y(n.value))}" fill="#5c6bc0"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect x="${PAD}" y="${esc(s.y(9))}" width="${W - 2 * PAD}" height="${esc(s.y(7) - s.y(9))}" fill="#e3f2e6"/>${bars}</svg>`;
}
