export * from './runtime';
export * from './registry';
export * from './schedule';
