export {
  createDesignDocuments,
  type DesignDocuments,
  type DesignDocumentsOptions,
} from './createDesignDocuments';
export { DesignExistsError } from './DesignExistsError';
