export * from './hmac.ts';
export * from './floats.ts';
export * from './games.ts';
export * from './crash-chain.ts';
export * from './lottery.ts';
export * from './limits.ts';
export * from './examples.ts';
