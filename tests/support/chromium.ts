// Where Chromium is and how it is started (STACK-NOTES): Debian's build, headless, nothing fetched in the background.
// Two programs of the same Debian Chromium (one source package, one version, the same Blink and V8):
// - the full browser, `chromium`, for what is measured as a visitor's browser would show it: the first-load Web
//   Vitals test (e2e-measured) and the benches;
// - its headless shell, `chromium-headless-shell` (Chromium's "old headless", what Playwright itself runs for
//   headless tests), for the functional browser tests. It renders pages with the same engine but without the full
//   browser's window and UI layers: measured here, a new page took 0.18 s against 0.57 s, and a cold signed-in
//   /overview until its page was ready 1.6 s against 2.9 s (4 runs each, alternating, 2026-11-27).
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env['HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** The program a browser project drives: the full browser for measurements, the headless shell otherwise. */
export const browserPathFor = (measured: boolean) => (measured ? CHROMIUM_PATH : HEADLESS_SHELL_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // The (software) compositor in the browser process instead of a process of its own: the same pixels for about
  // 9 % less of Chromium's CPU across four heavy browser files (188 s → 171 s; the suite is CPU-bound on 2 cores).
  // The whole suite's wall time did not measurably change (this machine's run-to-run spread is larger).
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The functional tests' extra flags (not the measured project's, nor the benches': those must run V8 as a
 * visitor's browser does). Pages in these tests live a few seconds, too short for V8's optimising compilers
 * (Maglev, TurboFan) to pay back their compile work, which then only competes for the two cores. The code means
 * the same under every tier.
 */
export const FUNCTIONAL_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

/** The flags for a browser project's program. */
export const argsFor = (measured: boolean) => (measured ? CHROMIUM_ARGS : FUNCTIONAL_ARGS);
