export * from './accounts.js';
export * from './gadgets.js';
export * from './vitals.js';
export * from './records.js';
export * from './audit.js';
export * from './personal-info.js';
