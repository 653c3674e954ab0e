import { z } from 'zod';
import { DesignSessionPostRequestSchema } from '../account/designSessionPost';
import { PriceUpdateRequestSchema, PriceUpdateResponseSchema } from '../catalogue/priceUpdate';
import {
  ChangeCardRequestSchema,
  ChangeSubscriptionRequestSchema,
  ReactivateSubscriptionRequestSchema,
  SubscribeRequestSchema,
} from '../plans/subscriptionRequest';
import {
  AuthResponseSchema,
  DesignerLoginRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  ForgotVerifyRequestSchema,
  GuestLoginRequestSchema,
  GuestLoginResponseSchema,
  MeResponseSchema,
  UserIdRequestSchema,
  UserIdResponseSchema,
} from './auth';
import { AccountResponseSchema, SessionsResponseSchema, UpdateAccountRequestSchema } from './account';
import {
  CurrentSubscriptionResponseSchema,
  DesignSessionPostResponseSchema,
  PaymentGatewayResponseSchema,
  PaymentNotificationRequestSchema,
  PaymentNotificationResponseSchema,
  PlansResponseSchema,
  SubscriptionResponseSchema,
} from './billing';
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  InvitationResponseSchema,
  InviteCoworkerRequestSchema,
  InviteCoworkerResponseSchema,
  OrganisationResponseSchema,
} from './organisation';
import {
  AccountRequestSchema,
  AccountStandingRequestSchema,
  AccountStandingResponseSchema,
  CatalogueCollectionsResponseSchema,
  CatalogueCountertopsResponseSchema,
  CatalogueHandlesResponseSchema,
  CatalogueModelQuerySchema,
  CatalogueModelResponseSchema,
  CatalogueModelsQuerySchema,
  CatalogueModelsResponseSchema,
  CatalogueTexturesQuerySchema,
  CatalogueTexturesResponseSchema,
  CheckAdminRequestSchema,
  ClientDomainResponseSchema,
  PutClientDomainRequestSchema,
  CheckAdminResponseSchema,
  CoworkersRequestSchema,
  CoworkersResponseSchema,
  LiveChatResponseSchema,
  OpeningsResponseSchema,
} from './catalogue';
import {
  CommentsResponseSchema,
  MarkCommentsReadResponseSchema,
  PostCommentRequestSchema,
  PostCommentResponseSchema,
} from './comments';
import {
  CreateFolderRequestSchema,
  FolderResponseSchema,
  MoveFolderRequestSchema,
  MoveFolderResponseSchema,
  RenameFolderRequestSchema,
} from './folders';
import {
  CheckpointResponseSchema,
  CreateCheckpointRequestSchema,
  HistoryListResponseSchema,
  HistoryVersionResponseSchema,
  RestoreVersionRequestSchema,
  RestoreVersionResponseSchema,
} from './history';
import {
  CollabTicketResponseSchema,
  CreateSaveRequestSchema,
  DuplicateSaveRequestSchema,
  ImportSaveRequestSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
  ShareFolderResponseSchema,
  ShareSaveRequestSchema,
  SavesListQuerySchema,
  ShareSaveResponseSchema,
  UpdateSaveRequestSchema,
  UpdateSharingRequestSchema,
} from './saves';
import { PutSaveThumbnailRequestSchema, SaveThumbnailResponseSchema } from '../thumbnails/saveThumbnail';
import {
  AddPresentationImageRequestSchema,
  ArrangePresentationImagesRequestSchema,
  PresentationImageSchema,
  PresentationImagesResponseSchema,
} from '../presentation/presentationImages';
import {
  AddPrintedPresentationRequestSchema,
  PrintedPresentationSchema,
  PrintedPresentationsResponseSchema,
} from '../presentation/printedPresentations';
import {
  FavoriteApplianceRequestSchema,
  SettingsRequestSchema,
  SettingsResponseSchema,
  UserDataResponseSchema,
} from './userData';
import { InstallationResponseSchema } from './installation';

const Empty = z.object({});
/** A call answered with no body (204). */
const NoContent = z.undefined();
/** Export answers with the `.msmv` file itself (`exportSaveFile`), not JSON. */
const SaveFileText = z.string();
/** A thumbnail answers with the picture itself (image/webp or image/png), not JSON. */
const ThumbnailPicture = z.string();
/** A kept presentation picture answers with its bytes (image/png or image/jpeg), not JSON. */
const PresentationPicture = z.string();
/** A kept presentation answers with its PDF (application/pdf), not JSON. */
const PresentationPdfFile = z.string();

export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api; `:name` marks a path parameter. */
  readonly path: string;
  /** The body, or for GET the query string's parameters. */
  readonly request: z.ZodType;
  readonly response: z.ZodType;
  /** Where the specs name the call; paths they show are kept exactly. */
  readonly spec: string;
  /** The success status when it is not 200 (or 204 for `NoContent`): 201 for calls that create. */
  readonly status?: 201;
  /** The body may also come as an HTML form (`application/x-www-form-urlencoded`), as gateways post. */
  readonly acceptsForm?: true;
}

/**
 * Every call the specs list, with its request and response shapes: the contract the api serves, the
 * client sends, and the OpenAPI document is generated from. Paths the specs show are theirs; the
 * rest ("not shown") are designed RESTfully.
 */
export const API_CALLS = {
  userIdGet: {
    method: 'POST',
    path: '/auth/userId/get',
    request: UserIdRequestSchema,
    response: UserIdResponseSchema,
    spec: '000 §7',
  },
  guestLogin: {
    method: 'POST',
    path: '/auth/guest',
    request: GuestLoginRequestSchema,
    response: GuestLoginResponseSchema,
    spec: '000 §7',
  },
  designerLogin: {
    method: 'POST',
    path: '/auth/login',
    request: DesignerLoginRequestSchema,
    response: AuthResponseSchema,
    spec: '000 §7 (path not shown)',
  },
  forgot: {
    method: 'POST',
    path: '/auth/forgot',
    request: ForgotPasswordRequestSchema,
    response: ForgotPasswordResponseSchema,
    spec: '000 §7',
  },
  forgotVerify: {
    method: 'POST',
    path: '/auth/forgot/verify',
    request: ForgotVerifyRequestSchema,
    response: AuthResponseSchema,
    spec: '000 §7',
  },
  me: { method: 'GET', path: '/auth/me', request: Empty, response: MeResponseSchema, spec: 'ours' },
  logout: { method: 'POST', path: '/auth/logout', request: Empty, response: NoContent, spec: '000 §4' },
  coworkers: {
    method: 'POST',
    path: '/auth/coworkers',
    request: CoworkersRequestSchema,
    response: CoworkersResponseSchema,
    spec: '000 §7, 002 §7',
  },
  designSessionPost: {
    method: 'POST',
    path: '/designSession/post',
    request: DesignSessionPostRequestSchema,
    response: DesignSessionPostResponseSchema,
    spec: '000 §7',
  },
  plans: { method: 'GET', path: '/plans', request: Empty, response: PlansResponseSchema, spec: '000 §2' },
  subscribe: {
    method: 'POST',
    path: '/subscribe',
    request: SubscribeRequestSchema,
    response: SubscriptionResponseSchema,
    spec: '000 §7',
    status: 201,
  },
  changeSubscription: {
    method: 'POST',
    path: '/subscribe/change/post',
    request: ChangeSubscriptionRequestSchema,
    response: SubscriptionResponseSchema,
    spec: '000 §7',
  },
  changeCard: {
    method: 'POST',
    path: '/subscribe/change/card',
    request: ChangeCardRequestSchema,
    response: SubscriptionResponseSchema,
    spec: '000 §7',
  },
  reactivate: {
    method: 'POST',
    path: '/subscribe/reactivate',
    request: ReactivateSubscriptionRequestSchema,
    response: SubscriptionResponseSchema,
    spec: '000 §7',
  },
  listSessions: {
    method: 'GET',
    path: '/auth/sessions',
    request: Empty,
    response: SessionsResponseSchema,
    spec: 'ours',
  },
  endSession: {
    method: 'DELETE',
    path: '/auth/sessions/:sessionId',
    request: Empty,
    response: NoContent,
    spec: 'ours',
  },
  account: {
    method: 'GET',
    path: '/account',
    request: Empty,
    response: AccountResponseSchema,
    spec: '000 §2',
  },
  updateAccount: {
    method: 'PATCH',
    path: '/account',
    request: UpdateAccountRequestSchema,
    response: AccountResponseSchema,
    spec: '000 §2 (account setup page)',
  },
  organisation: {
    method: 'GET',
    path: '/organisation',
    request: Empty,
    response: OrganisationResponseSchema,
    spec: '000 §2 (account setup page)',
  },
  inviteCoworker: {
    method: 'POST',
    path: '/organisation/invites',
    request: InviteCoworkerRequestSchema,
    response: InviteCoworkerResponseSchema,
    spec: 'ours (business plans, 000 §1)',
    status: 201,
  },
  revokeInvite: {
    method: 'DELETE',
    path: '/organisation/invites/:inviteId',
    request: Empty,
    response: NoContent,
    spec: 'ours',
  },
  removeCoworker: {
    method: 'DELETE',
    path: '/organisation/members/:userId',
    request: Empty,
    response: NoContent,
    spec: 'ours',
  },
  invitation: {
    method: 'GET',
    path: '/invitations/:token',
    request: Empty,
    response: InvitationResponseSchema,
    spec: 'ours',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/invitations/:token/accept',
    request: AcceptInvitationRequestSchema,
    response: AcceptInvitationResponseSchema,
    spec: 'ours',
  },
  subscription: {
    method: 'GET',
    path: '/subscription',
    request: Empty,
    response: CurrentSubscriptionResponseSchema,
    spec: 'ours',
  },
  cancelSubscription: {
    method: 'POST',
    path: '/subscribe/cancel',
    request: Empty,
    response: SubscriptionResponseSchema,
    spec: 'ours (reactivate needs a lapsed subscription)',
  },
  paymentGateway: {
    method: 'GET',
    path: '/billing/gateway',
    request: Empty,
    response: PaymentGatewayResponseSchema,
    spec: "ours (000 §7: the payment form is loaded on demand; it needs the gateway's name)",
  },
  installation: {
    method: 'GET',
    path: '/installation',
    request: Empty,
    response: InstallationResponseSchema,
    spec: "ours (issue 17: the installation's currency, which every price is shown in)",
  },
  paymentNotification: {
    method: 'POST',
    path: '/billing/notifications',
    request: PaymentNotificationRequestSchema,
    response: PaymentNotificationResponseSchema,
    spec: "ours (the payment gateway's webhook: past due, charged, canceled, expired)",
    acceptsForm: true,
  },
  liveChat: {
    method: 'POST',
    path: '/accounts/settings/livechat/get',
    request: AccountRequestSchema,
    response: LiveChatResponseSchema,
    spec: '001 §7',
  },
  openings: {
    method: 'POST',
    path: '/openings/get',
    request: AccountRequestSchema,
    response: OpeningsResponseSchema,
    spec: '001 §7',
  },
  userData: {
    method: 'GET',
    path: '/userData',
    request: Empty,
    response: UserDataResponseSchema,
    spec: '001 §3, 002 §3 (path not shown)',
  },
  setFavoriteAppliance: {
    method: 'PUT',
    path: '/userData/favoriteAppliance',
    request: FavoriteApplianceRequestSchema,
    response: UserDataResponseSchema,
    spec: '001 §4 and §6 (path not shown)',
  },
  settings: {
    method: 'GET',
    path: '/userData/settings',
    request: Empty,
    response: SettingsResponseSchema,
    spec: '001 §3, 002 §3 and §4 (path not shown)',
  },
  putSettings: {
    method: 'PUT',
    path: '/userData/settings',
    request: SettingsRequestSchema,
    response: SettingsResponseSchema,
    spec: '002 §3, §4 and §5 (path not shown)',
  },
  checkAdmin: {
    method: 'POST',
    path: '/checkAdmin',
    request: CheckAdminRequestSchema,
    response: CheckAdminResponseSchema,
    spec: '001 §7',
  },
  updatePrice: {
    method: 'POST',
    path: '/models',
    request: PriceUpdateRequestSchema,
    response: PriceUpdateResponseSchema,
    spec: '001 §7',
  },
  catalogueCollections: {
    method: 'GET',
    path: '/catalogue/collections',
    request: Empty,
    response: CatalogueCollectionsResponseSchema,
    spec: '001 §2 (Collections), ours',
  },
  catalogueModels: {
    method: 'GET',
    path: '/catalogue/models',
    request: CatalogueModelsQuerySchema,
    response: CatalogueModelsResponseSchema,
    spec: '001 §3, 002 §3 (path not shown)',
  },
  catalogueModel: {
    method: 'GET',
    path: '/catalogue/models/:catalogModelId',
    request: CatalogueModelQuerySchema,
    response: CatalogueModelResponseSchema,
    spec: '001 §7 (path not shown)',
  },
  catalogueTextures: {
    method: 'GET',
    path: '/catalogue/textures',
    request: CatalogueTexturesQuerySchema,
    response: CatalogueTexturesResponseSchema,
    spec: '002 §3 (path not shown)',
  },
  catalogueCountertops: {
    method: 'GET',
    path: '/catalogue/countertops',
    request: Empty,
    response: CatalogueCountertopsResponseSchema,
    spec: '000 §3 (path not shown)',
  },
  catalogueHandles: {
    method: 'GET',
    path: '/catalogue/handles',
    request: Empty,
    response: CatalogueHandlesResponseSchema,
    spec: '002 §2 (path not shown)',
  },
  clientDomain: {
    method: 'GET',
    path: '/client-domain',
    request: Empty,
    response: ClientDomainResponseSchema,
    spec: '001 §1, 000 §6 (path not shown)',
  },
  putClientDomain: {
    method: 'PUT',
    path: '/admin/client-domains/:host',
    request: PutClientDomainRequestSchema,
    response: ClientDomainResponseSchema,
    spec: 'ours (admin seam)',
  },
  accountStanding: {
    method: 'PUT',
    path: '/admin/accounts/:userId/standing',
    request: AccountStandingRequestSchema,
    response: AccountStandingResponseSchema,
    spec: 'ours (admin seam: the admin flag; plans come from billing)',
  },
  listSaves: {
    method: 'GET',
    path: '/saves',
    request: SavesListQuerySchema,
    response: SavesListResponseSchema,
    spec: '002 §2',
  },
  createSave: {
    method: 'POST',
    path: '/saves',
    request: CreateSaveRequestSchema,
    response: SaveResponseSchema,
    spec: 'ours',
    status: 201,
  },
  readSave: {
    method: 'GET',
    path: '/saves/:saveId',
    request: Empty,
    response: SaveResponseSchema,
    spec: 'ours',
  },
  updateSave: {
    method: 'PATCH',
    path: '/saves/:saveId',
    request: UpdateSaveRequestSchema,
    response: SaveResponseSchema,
    spec: '002 §7',
  },
  duplicateSave: {
    method: 'POST',
    path: '/saves/:saveId/duplicate',
    request: DuplicateSaveRequestSchema,
    response: SaveResponseSchema,
    spec: '002 §7',
    status: 201,
  },
  deleteSave: {
    method: 'DELETE',
    path: '/saves/:saveId',
    request: Empty,
    response: NoContent,
    spec: '002 §7',
  },
  exportSave: {
    method: 'GET',
    path: '/saves/:saveId/export',
    request: Empty,
    response: SaveFileText,
    spec: '002 §7',
  },
  importSave: {
    method: 'POST',
    path: '/saves/import',
    request: ImportSaveRequestSchema,
    response: SaveResponseSchema,
    spec: '002 §7',
    status: 201,
  },
  setSaveAccess: {
    method: 'PUT',
    path: '/saves/:saveId/sharing',
    request: UpdateSharingRequestSchema,
    response: SaveResponseSchema,
    spec: "ours (the skeleton's access-only form of shareSave)",
  },
  shareSave: {
    method: 'POST',
    path: '/saves/:saveId/share',
    request: ShareSaveRequestSchema,
    response: ShareSaveResponseSchema,
    spec: '000 §7',
  },
  putSaveThumbnail: {
    method: 'PUT',
    path: '/saves/:saveId/thumbnail',
    request: PutSaveThumbnailRequestSchema,
    response: SaveThumbnailResponseSchema,
    spec: 'ours (the home page cards, issue 14)',
  },
  readSaveThumbnail: {
    method: 'GET',
    path: '/saves/:saveId/thumbnail',
    request: Empty,
    response: ThumbnailPicture,
    spec: 'ours (the home page cards, issue 14)',
  },
  listPresentationImages: {
    method: 'GET',
    path: '/saves/:saveId/presentation',
    request: Empty,
    response: PresentationImagesResponseSchema,
    spec: '002 §2 (Presentation Edit popup), issue 16 item 9',
  },
  addPresentationImage: {
    method: 'POST',
    path: '/saves/:saveId/presentation/images',
    request: AddPresentationImageRequestSchema,
    response: PresentationImageSchema,
    spec: '002 §2, §9 (custom slides 1320 × 1020 best), issue 16 item 9',
    status: 201,
  },
  readPresentationImage: {
    method: 'GET',
    path: '/saves/:saveId/presentation/images/:imageId',
    request: Empty,
    response: PresentationPicture,
    spec: 'issue 16 item 9',
  },
  deletePresentationImage: {
    method: 'DELETE',
    path: '/saves/:saveId/presentation/images/:imageId',
    request: Empty,
    response: NoContent,
    spec: 'issue 16 item 9',
  },
  arrangePresentationImages: {
    method: 'PUT',
    path: '/saves/:saveId/presentation/order',
    request: ArrangePresentationImagesRequestSchema,
    response: PresentationImagesResponseSchema,
    spec: '002 §2 (pick and order the renders), issue 16 item 6',
  },
  listPrintedPresentations: {
    method: 'GET',
    path: '/saves/:saveId/presentation/printed',
    request: Empty,
    response: PrintedPresentationsResponseSchema,
    spec: '002 §2 (Presentation Edit popup), issue 16 item 9',
  },
  addPrintedPresentation: {
    method: 'POST',
    path: '/saves/:saveId/presentation/printed',
    request: AddPrintedPresentationRequestSchema,
    response: PrintedPresentationSchema,
    spec: 'issue 16 item 9 (presentations kept with the save)',
    status: 201,
  },
  readPrintedPresentation: {
    method: 'GET',
    path: '/saves/:saveId/presentation/printed/:printedId',
    request: Empty,
    response: PresentationPdfFile,
    spec: 'issue 16 item 9',
  },
  deletePrintedPresentation: {
    method: 'DELETE',
    path: '/saves/:saveId/presentation/printed/:printedId',
    request: Empty,
    response: NoContent,
    spec: 'issue 16 item 9',
  },
  collabTicket: {
    method: 'POST',
    path: '/saves/:saveId/collab-ticket',
    request: Empty,
    response: CollabTicketResponseSchema,
    spec: 'DESIGN.md §5',
  },
  listHistory: {
    method: 'GET',
    path: '/saves/:saveId/history',
    request: Empty,
    response: HistoryListResponseSchema,
    spec: 'DESIGN.md §4',
  },
  readHistoryVersion: {
    method: 'GET',
    path: '/saves/:saveId/history/:seq',
    request: Empty,
    response: HistoryVersionResponseSchema,
    spec: 'DESIGN.md §4',
  },
  createCheckpoint: {
    method: 'POST',
    path: '/saves/:saveId/history/checkpoints',
    request: CreateCheckpointRequestSchema,
    response: CheckpointResponseSchema,
    spec: 'DESIGN.md §4',
    status: 201,
  },
  restoreVersion: {
    method: 'POST',
    path: '/saves/:saveId/history/restore',
    request: RestoreVersionRequestSchema,
    response: RestoreVersionResponseSchema,
    spec: 'DESIGN.md §4',
  },
  listComments: {
    method: 'GET',
    path: '/saves/:saveId/comments',
    request: Empty,
    response: CommentsResponseSchema,
    spec: '002 §7',
  },
  postComment: {
    method: 'POST',
    path: '/saves/:saveId/comments',
    request: PostCommentRequestSchema,
    response: PostCommentResponseSchema,
    spec: '002 §7',
    status: 201,
  },
  markCommentsRead: {
    method: 'POST',
    path: '/saves/:saveId/comments/read',
    request: Empty,
    response: MarkCommentsReadResponseSchema,
    spec: '002 §7',
  },
  createFolder: {
    method: 'POST',
    path: '/folders',
    request: CreateFolderRequestSchema,
    response: FolderResponseSchema,
    spec: '000 §7, 002 §7',
    status: 201,
  },
  renameFolder: {
    method: 'PATCH',
    path: '/folders/:folderId',
    request: RenameFolderRequestSchema,
    response: FolderResponseSchema,
    spec: '002 §7',
  },
  moveFolder: {
    method: 'POST',
    path: '/folders/:folderId/move',
    request: MoveFolderRequestSchema,
    response: MoveFolderResponseSchema,
    spec: '002 §7',
  },
  deleteFolder: {
    method: 'DELETE',
    path: '/folders/:folderId',
    request: Empty,
    response: NoContent,
    spec: '002 §7',
  },
  shareFolder: {
    method: 'POST',
    path: '/folders/:folderId/share',
    request: ShareSaveRequestSchema,
    response: ShareFolderResponseSchema,
    spec: '000 §7',
  },
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof API_CALLS;
