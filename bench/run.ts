// `npm run bench` runs every benchmark; `npm run bench -- ingest fanout` runs the ones named.
// Each prints its table and a PASS/MISS line against its goal; the process exits 1 if any goal was missed.
const BENCHES = ['ingest', 'fanout', 'history', 'memory', 'me', 'admin-users', 'health-summary-pdf', 'invoice-pdf', 'ai-chat', 'chat', 'feed', 'shop', 'cold-pages', 'lighthouse'] as const;
type BenchName = (typeof BENCHES)[number];

const isBench = (s: string): s is BenchName => (BENCHES as readonly string[]).includes(s);

async function main() {
  const asked = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = asked.filter((a) => !isBench(a));
  if (unknown.length) {
    console.error(`unknown benchmark: ${unknown.join(', ')} (choose from ${BENCHES.join(', ')})`);
    process.exit(2);
  }
  const chosen = asked.length ? asked.filter(isBench) : [...BENCHES];
  for (const name of chosen) {
    const t0 = performance.now();
    console.log(`\n=== ${name} ===`);
    const mod = (await import(`./${name}.js`)) as { default: () => Promise<void> };
    await mod.default();
    console.log(`(${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
