export * from './applianceFinish';
export * from './applianceType';
export * from './cabinetHeights';
export * from './modelSubcategories';
export * from './modelType';
export * from './openingKind';
