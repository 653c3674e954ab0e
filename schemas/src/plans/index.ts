export { BillingPeriodSchema, MONTHS_CHARGED_PER_YEAR } from './billingPeriod';
export type { BillingPeriod } from './billingPeriod';
export { canCreateSave } from './canCreateSave';
export { CATALOGUE_SECTIONS, catalogueAccess } from './catalogueAccess';
export type { CatalogueSection } from './catalogueAccess';
export { canEditCataloguePrices, changePricesButton } from './cataloguePriceEditing';
export type { AdminStanding, ChangePricesButton, ChangePricesContext } from './cataloguePriceEditing';
export { isLicensed } from './isLicensed';
export { CatalogueLevelSchema, PlanCategorySchema, PlanSchema } from './plan';
export type { CatalogueLevel, Plan, PlanCategory, PlanInput } from './plan';
export {
  FREE_PLAN,
  FREE_PLAN_ID,
  FREE_PLAN_SAVES_LIMIT,
  PLANS,
  ULTIMATE_PLAN,
  ULTIMATE_PLAN_ID,
  planById,
} from './plans';
export { plansOffered } from './plansOffered';
export { saveLimitMessage } from './saveLimitMessage';
export type { PlansOfferedOptions } from './plansOffered';
export { subscriptionPrice } from './subscriptionPrice';
export type { LicenseRefusal, SubscriptionPriceOptions, SubscriptionPriceResult } from './subscriptionPrice';
export {
  ChangeCardRequestSchema,
  ChangeSubscriptionRequestSchema,
  PaymentGatewayIdSchema,
  PaymentSchema,
  ReactivateSubscriptionRequestSchema,
  SubscribeRequestSchema,
  SubscriptionRequestSchema,
} from './subscriptionRequest';
export type {
  ChangeCardRequest,
  ChangeSubscriptionRequest,
  Payment,
  PaymentGatewayId,
  ReactivateSubscriptionRequest,
  SubscribeRequest,
  SubscriptionRequest,
} from './subscriptionRequest';
export { catalogueItemLocked, catalogueSectionOfModel } from './catalogueItemLocked';
