// Spreads `n` events per second evenly over each second for `seconds` seconds: event (i, s) is due at
// start + s·1000 + i·1000/n ms. A 5 ms timer fires whatever has come due, so a slow tick never drops events,
// it only bunches them. Resolves when every event has been fired.
export function paced(n: number, seconds: number, fire: (i: number, second: number) => void): Promise<void> {
  const start = performance.now();
  const total = n * seconds;
  let done = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * n) + 1);
      while (done < due) {
        fire(done % n, Math.floor(done / n));
        done++;
      }
      if (done >= total) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 5);
    tick();
  });
}
