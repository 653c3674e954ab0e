export {
  PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH,
  decodePresentationImageDataUrl,
} from './decodePresentationImageDataUrl';
export type { PresentationImageRefusal, PresentationImageUpload } from './decodePresentationImageDataUrl';
export { readPresentationImage } from './readPresentationImage';
export type { PresentationImageHeader } from './readPresentationImage';
export {
  PRESENTATION_IMAGE_KINDS,
  PRESENTATION_IMAGE_LIMITS,
  PRESENTATION_IMAGE_MEDIA_TYPES,
  PRESENTATION_SLIDE_IDEAL_SIZE,
} from './presentationImageLimits';
export type { PresentationImageKind, PresentationImageMediaType } from './presentationImageLimits';
export {
  AddPresentationImageRequestSchema,
  ArrangePresentationImagesRequestSchema,
  PresentationImageKindSchema,
  PresentationImageSchema,
  PresentationImagesResponseSchema,
  presentationImagePath,
} from './presentationImages';
export type {
  AddPresentationImageRequest,
  ArrangePresentationImagesRequest,
  PresentationImage,
  PresentationImagesResponse,
} from './presentationImages';
export {
  PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH,
  decodePrintedPresentationDataUrl,
} from './decodePrintedPresentationDataUrl';
export type { PrintedPresentationRefusal } from './decodePrintedPresentationDataUrl';
export { PRINTED_PRESENTATION_LIMITS } from './printedPresentationLimits';
export {
  AddPrintedPresentationRequestSchema,
  PrintedPresentationSchema,
  PrintedPresentationsResponseSchema,
  printedPresentationPath,
} from './printedPresentations';
export type {
  AddPrintedPresentationRequest,
  PrintedPresentation,
  PrintedPresentationsResponse,
} from './printedPresentations';
