export * from './exportSaveFile';
export * from './importSaveFile';
export * from './readSaveFileVersion';
export * from './saveFileExtension';
export * from './saveFileImportErrors';
export * from './saveFileLimits';
export * from './saveFileName';
export * from './jsonDepthExceeds';
