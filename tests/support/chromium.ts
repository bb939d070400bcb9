// Where Chromium is and how it is started (STACK-NOTES): Debian's build, headless, nothing fetched in the background.
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
