import { describe, expect, it } from 'vitest';
import { ListenerMap } from './listener-map.js';

describe('ListenerMap', () => {
  it('says when a key gets its first listener and loses its last, through one and many listeners', () => {
    const m = new ListenerMap<string, () => void>();
    const a = () => undefined;
    const b = () => undefined;
    expect(m.add('t', a)).toBe(true);
    expect(m.add('t', b)).toBe(false);
    expect(m.add('t', a)).toBe(false); // already there: still two listeners
    expect(m.delete('t', a)).toBe(false);
    expect(m.delete('t', a)).toBe(false); // not there any more
    expect(m.delete('t', b)).toBe(true);
    expect(m.delete('t', b)).toBe(false);
    expect(m.add('t', b)).toBe(true);
  });

  it('calls each listener of the key once, skips one removed during the round, and not one added in it', () => {
    const m = new ListenerMap<string, (x: number) => void>();
    const calls: string[] = [];
    const late = () => calls.push('late');
    const second = () => calls.push('second');
    const first = (x: number) => {
      calls.push(`first ${x}`);
      m.delete('t', second);
      m.add('t', late);
    };
    m.add('t', first);
    m.add('t', second);
    m.add('u', () => calls.push('other key'));
    m.forEach('t', (l) => l(1));
    expect(calls).toEqual(['first 1']);
    calls.length = 0;
    m.forEach('t', (l) => l(2));
    expect(calls).toEqual(['first 2', 'late']);
    m.forEach('missing', () => calls.push('never'));
    expect(calls).not.toContain('never');
  });

  it('a lone listener that removes itself while called is gone for the next round', () => {
    const m = new ListenerMap<string, () => void>();
    let n = 0;
    const once = () => {
      n++;
      m.delete('t', once);
    };
    m.add('t', once);
    m.forEach('t', (l) => l());
    m.forEach('t', (l) => l());
    expect(n).toBe(1);
  });
});
