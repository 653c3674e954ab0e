export * from './apiError';
export * from './auth';
export * from './catalogue';
export * from './comments';
export * from './folders';
export * from './saves';
export * from './apiCalls';
export * from './billing';
