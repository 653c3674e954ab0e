export * from './currencyCode';
