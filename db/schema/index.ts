export * from './accounts.js';
export * from './gadgets.js';
export * from './vitals.js';
