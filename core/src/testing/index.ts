export * from './harness';
export * from './mail';
