import { API_ERROR_CATALOGUE, type ApiCallName, type ApiErrorCode } from '@kitchensync/schemas';
import { TEST_PAYMENT_NONCES } from '../billing/createTestPaymentGateway';
import { loginAsGuest } from '../testing/loginAsGuest';
import { mailedCode } from '../testing/mailedCode';
import { thumbnailDataUrl, thumbnailPng } from '../testing/thumbnailDataUrl';
import { designSessionBody, type AuthorisationWorld } from './authorisationWorld';
import { MATRIX_ACTORS, type MatrixActor, type SignedInActor } from './matrixActors';

/** What one actor must be answered: a status, and for a refusal the catalogue code. */
export interface MatrixCell {
  status: number;
  code?: ApiErrorCode;
}

/** The request of one cell; the method and path come from `API_CALLS`. */
export interface MatrixRequest {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  body?: unknown;
  /** Sent instead of the actor's own session (for calls that end it); undefined means the actor's. */
  token?: string;
  cookie?: string;
}

export interface MatrixRow {
  /** The rule the row checks, in the words of the specs and docs. */
  rule: string;
  /** Builds the request, preparing a fresh target (as the owner) where the call changes it. */
  request(world: AuthorisationWorld, actor: MatrixActor): Promise<MatrixRequest> | MatrixRequest;
  expected: Record<MatrixActor, MatrixCell>;
}

const ok = (status: 200 | 201 | 204 = 200): MatrixCell => ({ status });
const refused = (code: ApiErrorCode): MatrixCell => ({ status: API_ERROR_CATALOGUE[code].status, code });

function everyone(cell: MatrixCell): Record<MatrixActor, MatrixCell> {
  return Object.fromEntries(MATRIX_ACTORS.map((actor) => [actor, cell])) as Record<MatrixActor, MatrixCell>;
}

/** Anyone logged in gets `cell` unless overridden; nobody gets 401 `auth/required`. */
function signedIn(
  cell: MatrixCell,
  overrides: Partial<Record<SignedInActor, MatrixCell>> = {},
): Record<MatrixActor, MatrixCell> {
  return { ...everyone(cell), anonymous: refused('auth/required'), ...overrides };
}

/** Members of the owner's organisation (who work under its plan and do not pay). */
const members = (cell: MatrixCell) => ({ coworkerEditor: cell, viewer: cell });
const admins = (cell: MatrixCell) => ({ admin: cell });

/**
 * A call on the shared save or folder: `stranger` is every logged-in actor with no right on it
 * (guest, designer, outsider and admin, who has no power over others' saves).
 */
function onTarget(cells: {
  anonymous: MatrixCell;
  stranger: MatrixCell;
  editor: MatrixCell;
  viewer: MatrixCell;
}): Record<MatrixActor, MatrixCell> {
  const { anonymous, stranger, editor, viewer } = cells;
  return {
    anonymous,
    guest: stranger,
    designer: stranger,
    outsider: stranger,
    admin: stranger,
    coworkerEditor: editor,
    viewer,
  };
}

const SAVE_HIDDEN = refused('save/not_found');
const FOLDER_HIDDEN = refused('folder/not_found');
const LOGIN = refused('auth/required');

/** Actors who pay for their own plan; members work under the owner's. */
/** A render kept with `saveId` by the world's owner, for the calls that read, arrange or delete one. */
async function keptRender(w: AuthorisationWorld, saveId: string): Promise<string> {
  const reply = await w.call(`/saves/${saveId}/presentation/images`, {
    method: 'POST',
    token: w.owner.token,
    body: { kind: 'render', name: 'Kitchen render', image: thumbnailDataUrl(thumbnailPng(64, 48)) },
  });
  const id = (reply.body as { id?: unknown } | undefined)?.id;
  if (reply.status !== 201 || typeof id !== 'string')
    throw new Error(`keeping a render answered ${reply.status}`);
  return id;
}

/** A small real PDF, as the presentation printing posts one. */
const PRESENTATION_PDF = `data:application/pdf;base64,${Buffer.from(
  '%PDF-1.3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64')}`;

/** A presentation PDF kept with `saveId` by the world's owner, for the calls that read or delete one. */
async function keptPresentation(w: AuthorisationWorld, saveId: string): Promise<string> {
  const reply = await w.call(`/saves/${saveId}/presentation/printed`, {
    method: 'POST',
    token: w.owner.token,
    body: { name: 'Kitchen presentation', pdf: PRESENTATION_PDF },
  });
  const id = (reply.body as { id?: unknown } | undefined)?.id;
  if (reply.status !== 201 || typeof id !== 'string')
    throw new Error(`keeping a presentation answered ${reply.status}`);
  return id;
}

function payer(actor: MatrixActor): actor is Exclude<SignedInActor, 'coworkerEditor' | 'viewer'> {
  return actor === 'guest' || actor === 'designer' || actor === 'outsider' || actor === 'admin';
}

const PERSONAL_PLAN = 'starter';
const BILLING_REFUSALS = signedIn(ok(), members(refused('billing/not_owner')));

const CLIENT_DOMAIN_SETTINGS = {
  accountId: 'acc_dealer',
  name: 'Dealer Kitchens',
  step4: true,
  cart: 'cartOnly',
  extraPlanId: 'pro',
  liveChatUrl: 'https://chat.example.com/dealer',
  catalogue: { modelTypes: ['base'], collections: [] },
};

/**
 * The authorisation matrix: every call of `API_CALLS` × every actor, with the answer the specs
 * (000 section 6, 002 section 6) and `docs/architecture/api.md` give. Written from those rules, not
 * recorded from the server. Cells run in this order, one actor after another per row; rows that
 * change an actor's own standing (billing) prepare it first, so no cell depends on an earlier one
 * succeeding. Calls that change their target (rename, delete, share…) get a fresh target per cell.
 */
export const AUTHORISATION_MATRIX: Record<ApiCallName, MatrixRow> = {
  userIdGet: {
    rule: "a save's owner id is told only to those who may view the save (else 404 like a missing save)",
    request: (w) => ({ body: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  guestLogin: {
    rule: 'anyone may log in as a guest by e-mail',
    request: (_w, actor) => ({ body: { email: `new-guest-${actor}@example.com` } }),
    expected: everyone(ok()),
  },
  designerLogin: {
    rule: 'designer login is public: right password from a trusted browser logs in, whoever asks',
    request: (w) => ({
      body: { email: w.people.designer.email, password: w.people.designer.password },
      cookie: w.people.designer.deviceCookie,
    }),
    expected: everyone(ok()),
  },
  forgot: {
    rule: 'a reset code may be asked for any address by anyone, and always answers sent',
    request: (_w, actor) => ({ body: { email: `nobody-${actor}@example.com` } }),
    expected: everyone(ok()),
  },
  forgotVerify: {
    rule: 'the mailed reset code proves the address, whoever sends it',
    async request(w, actor) {
      const email = `reset-${actor.toLowerCase()}@example.com`;
      await loginAsGuest(w.call, email);
      await w.call('/auth/forgot', { method: 'POST', body: { email } });
      return { body: { email, code: mailedCode(w.api, email), password: 'a brand new password' } };
    },
    expected: everyone(ok()),
  },
  me: {
    rule: 'anyone may ask who they are (nobody is answered with no user)',
    request: () => ({}),
    expected: everyone(ok()),
  },
  logout: {
    rule: 'anyone may log out; it ends only their own session',
    async request(w, actor) {
      return actor === 'anonymous' ? {} : { token: await w.freshSession(actor) };
    },
    expected: everyone(ok(204)),
  },
  coworkers: {
    rule: 'naming coworkers needs a login',
    request: (w) => ({ body: { credentialIds: [w.owner.id] } }),
    expected: signedIn(ok()),
  },
  designSessionPost: {
    rule: "a design session needs a live session token, and another user's session id is 403",
    request: (w, actor) => ({
      body: {
        token: w.token(actor) ?? 'no-such-session-token',
        designSession: designSessionBody(w.ownerDesignSessionId),
        autosave: false,
      },
    }),
    expected: signedIn(refused('designSession/forbidden')),
  },
  plans: {
    rule: 'the plans are public',
    request: () => ({}),
    expected: everyone(ok()),
  },
  subscribe: {
    rule: 'subscribing needs a login; members work under their owner plan and cannot buy their own',
    async request(w, actor) {
      if (payer(actor)) await w.ensureCanceled(actor);
      return {
        body: {
          planId: PERSONAL_PLAN,
          payment: { nonce: TEST_PAYMENT_NONCES.valid },
          administratorEmail: 'billing@example.com',
          name: `Paid by ${actor}`,
          gateway: 'test',
        },
      };
    },
    expected: signedIn(ok(201), members(refused('billing/not_owner'))),
  },
  changeSubscription: {
    rule: 'only the payer changes a subscription (members: 403 billing/not_owner)',
    async request(w, actor) {
      if (payer(actor)) await w.ensureSubscribed(actor, PERSONAL_PLAN);
      return { body: { planId: 'pro', gateway: 'test', theSameCard: true } };
    },
    expected: BILLING_REFUSALS,
  },
  changeCard: {
    rule: 'only the payer changes the card (members: 403 billing/not_owner)',
    async request(w, actor) {
      if (payer(actor)) await w.ensureSubscribed(actor, PERSONAL_PLAN);
      return { body: { deviceDataFromTheClient: '{}', paymentMethodNonce: TEST_PAYMENT_NONCES.valid } };
    },
    expected: BILLING_REFUSALS,
  },
  reactivate: {
    rule: 'only the payer reactivates a lapsed subscription (members: 403 billing/not_owner)',
    async request(w, actor) {
      if (payer(actor)) {
        await w.ensureSubscribed(actor, PERSONAL_PLAN);
        await w.ensureCanceled(actor);
      }
      return { body: { planId: PERSONAL_PLAN, paymentMethodNonce: TEST_PAYMENT_NONCES.valid } };
    },
    expected: BILLING_REFUSALS,
  },
  paymentGateway: {
    rule: "the payment gateway's name is public",
    request: () => ({}),
    expected: everyone(ok()),
  },
  installation: {
    rule: "the installation's currency is public",
    request: () => ({}),
    expected: everyone(ok()),
  },
  paymentNotification: {
    rule: "a payment notification is authenticated by the gateway's signature alone; the test gateway signs none",
    request: () => ({ body: { bt_signature: 'forged|0000', bt_payload: 'PG5vdGlmaWNhdGlvbi8+' } }),
    expected: everyone(refused('billing/notification_invalid')),
  },
  listSessions: {
    rule: 'listing sessions needs a login and lists only the caller',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  endSession: {
    rule: "nobody ends another user's session: it answers like an unknown one",
    request: (w) => ({ params: { sessionId: w.ownerSessionId } }),
    expected: signedIn(refused('session/not_found')),
  },
  account: {
    rule: 'the account page needs a login',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  updateAccount: {
    rule: 'changing the name needs a login and changes only the caller',
    request: (_w, actor) => ({ body: { name: `Renamed ${actor}` } }),
    expected: signedIn(ok()),
  },
  organisation: {
    rule: 'the organisation view needs a login (null when the caller has none)',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  inviteCoworker: {
    rule: 'only an owner on a business plan invites: members 403, personal plans 402',
    request: (_w, actor) => ({ body: { email: `invited-by-${actor}@example.com` } }),
    expected: signedIn(
      refused('organisation/needs_business_plan'),
      members(refused('organisation/owner_only')),
    ),
  },
  revokeInvite: {
    rule: "only the organisation's owner revokes its invitations",
    request: (w) => ({ params: { inviteId: w.invite.id } }),
    expected: signedIn(refused('organisation/not_found'), members(refused('organisation/owner_only'))),
  },
  removeCoworker: {
    rule: 'only the owner removes another member',
    request: (w) => ({ params: { userId: w.bystander.id } }),
    expected: signedIn(refused('organisation/not_found'), members(refused('organisation/owner_only'))),
  },
  invitation: {
    rule: 'the link itself is the right to see its invitation',
    request: (w) => ({ params: { token: w.invite.token } }),
    expected: everyone(ok()),
  },
  acceptInvitation: {
    rule: 'for an address with no password the link proves it: whoever opens it creates that account',
    async request(w) {
      return { params: { token: await w.freshInvite() }, body: { password: 'invitee password' } };
    },
    expected: everyone(ok()),
  },
  subscription: {
    rule: 'the subscription view needs a login',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  cancelSubscription: {
    rule: 'only the payer cancels (members: 403 billing/not_owner)',
    async request(w, actor) {
      if (payer(actor)) await w.ensureSubscribed(actor, PERSONAL_PLAN);
      return {};
    },
    expected: BILLING_REFUSALS,
  },
  liveChat: {
    rule: "an account's live chat is public",
    request: (w) => ({ body: { accountId: w.owner.id } }),
    expected: everyone(ok()),
  },
  openings: {
    rule: "an account's openings are public",
    request: (w) => ({ body: { accountId: w.owner.id } }),
    expected: everyone(ok()),
  },
  userData: {
    rule: 'user data needs a login and answers only about the caller',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  setFavoriteAppliance: {
    rule: 'any user may mark a favorite appliance per kind (spec 001 section 6), for themselves only',
    request: () => ({ body: { applianceType: 'refrigerator', catalogModelId: 'rf24-ss' } }),
    expected: signedIn(ok()),
  },
  settings: {
    rule: "settings need a login and are only the caller's own",
    request: () => ({}),
    expected: signedIn(ok()),
  },
  putSettings: {
    rule: 'anyone signed in keeps their own General Settings (spec 002 section 3), for themselves only',
    request: () => ({ body: { measurementUnits: 'cm', clippingDistance: 0.5 } }),
    expected: signedIn(ok()),
  },
  checkAdmin: {
    rule: 'checkAdmin needs a login and answers only about the caller (admins included)',
    request: (w) => ({ body: { credentialId: w.owner.id } }),
    expected: signedIn(refused('admin/other_user')),
  },
  updatePrice: {
    rule: 'prices are changed by admins on the Ultimate plan, for their own account',
    async request(w, actor) {
      if (actor === 'admin') await w.ensureSubscribed(actor, 'ultimate');
      return {
        body: {
          action: 'updatePrice',
          accountId: actor === 'anonymous' ? w.owner.id : w.people[actor].id,
          modelId: 'b24',
          styleId: 'natural-oak',
          newPrice: 321,
        },
      };
    },
    expected: signedIn(refused('catalogue/forbidden'), admins(ok())),
  },
  catalogueCollections: { rule: 'the catalogue is public', request: () => ({}), expected: everyone(ok()) },
  catalogueModels: { rule: 'the catalogue is public', request: () => ({}), expected: everyone(ok()) },
  catalogueModel: {
    rule: 'the catalogue is public',
    request: () => ({ params: { catalogModelId: 'b24' } }),
    expected: everyone(ok()),
  },
  catalogueTextures: { rule: 'the catalogue is public', request: () => ({}), expected: everyone(ok()) },
  catalogueCountertops: { rule: 'the catalogue is public', request: () => ({}), expected: everyone(ok()) },
  catalogueHandles: { rule: 'the catalogue is public', request: () => ({}), expected: everyone(ok()) },
  clientDomain: {
    rule: "a host's white-label settings are public",
    request: () => ({}),
    expected: everyone(ok()),
  },
  putClientDomain: {
    rule: 'only admins store client-domain settings',
    request: (_w, actor) => ({ params: { host: `kitchens.${actor}.example` }, body: CLIENT_DOMAIN_SETTINGS }),
    expected: signedIn(refused('admin/forbidden'), admins(ok())),
  },
  accountStanding: {
    rule: "only admins set another account's admin flag",
    request: (w) => ({ params: { userId: w.bystander.id }, body: { isAdmin: false } }),
    expected: signedIn(refused('admin/forbidden'), admins(ok())),
  },
  listSaves: {
    rule: 'the library needs a login and lists only what the reader may see',
    request: () => ({}),
    expected: signedIn(ok()),
  },
  createSave: {
    rule: 'creating a save needs a login',
    request: (_w, actor) => ({ body: { filename: `By ${actor}` } }),
    expected: signedIn(ok(201)),
  },
  readSave: {
    rule: 'reading a save needs view; no view answers 404 exactly like a missing save',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  updateSave: {
    rule: 'rename and move need edit (002 §6): viewers 403, strangers 404',
    async request(w) {
      return { params: { saveId: await w.freshSave() }, body: { filename: 'Renamed' } };
    },
    expected: onTarget({
      anonymous: LOGIN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('save/forbidden'),
    }),
  },
  duplicateSave: {
    rule: 'a plain duplicate needs view (002 §6)',
    request: (w) => ({ params: { saveId: w.save.id }, body: { forClient: false } }),
    expected: onTarget({ anonymous: LOGIN, stranger: SAVE_HIDDEN, editor: ok(201), viewer: ok(201) }),
  },
  deleteSave: {
    rule: 'the owner deletes; anyone else shared with only removes their own access (204)',
    async request(w) {
      return { params: { saveId: await w.freshSave() } };
    },
    expected: onTarget({ anonymous: LOGIN, stranger: SAVE_HIDDEN, editor: ok(204), viewer: ok(204) }),
  },
  exportSave: {
    rule: 'export needs view (002 §6)',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  importSave: {
    rule: 'importing needs a login; the import is the importer’s',
    request: (w) => ({ body: { fileName: 'Kitchen.msmv', content: w.exportedFile } }),
    expected: signedIn(ok(201)),
  },
  setSaveAccess: {
    rule: 'changing sharing needs edit (000 §6): viewers 403 sharing/forbidden, no view 404',
    async request(w) {
      return { params: { saveId: await w.freshSave() }, body: { access: 'public', generalAccess: 'viewer' } };
    },
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('sharing/forbidden'),
    }),
  },
  shareSave: {
    rule: 'changing sharing needs edit (000 §6): viewers 403 sharing/forbidden, no view 404',
    async request(w) {
      return {
        params: { saveId: await w.freshSave() },
        body: {
          access: 'public',
          generalAccess: 'viewer',
          editors: [w.people.coworkerEditor.id],
          viewers: [w.people.viewer.id],
        },
      };
    },
    expected: onTarget({
      anonymous: LOGIN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('sharing/forbidden'),
    }),
  },
  putSaveThumbnail: {
    rule: 'only those who may edit a save set its thumbnail: viewers 403, no view 404 like a missing save',
    request: (w) => ({
      params: { saveId: w.save.id },
      body: { image: thumbnailDataUrl(thumbnailPng(480, 300)) },
    }),
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('save/forbidden'),
    }),
  },
  readSaveThumbnail: {
    rule: 'whoever may see a save may see its thumbnail; no view answers like a missing save',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  listPresentationImages: {
    rule: 'whoever may see a save may list the renders and slides kept for its presentation (viewers print it too); no view answers like a missing save',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  addPresentationImage: {
    rule: 'only those who may edit a save keep a render or slide with it: viewers 403, no view 404 like a missing save',
    request: (w) => ({
      params: { saveId: w.save.id },
      body: { kind: 'slide', name: 'Our showroom', image: thumbnailDataUrl(thumbnailPng(132, 102)) },
    }),
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(201),
      viewer: refused('save/forbidden'),
    }),
  },
  readPresentationImage: {
    rule: 'whoever may see a save may see the pictures kept for its presentation; no view answers like a missing save',
    async request(w) {
      const saveId = await w.freshSave();
      return { params: { saveId, imageId: await keptRender(w, saveId) } };
    },
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  deletePresentationImage: {
    rule: 'only those who may edit a save delete a picture kept with it: viewers 403, no view 404 like a missing save',
    async request(w) {
      const saveId = await w.freshSave();
      return { params: { saveId, imageId: await keptRender(w, saveId) } };
    },
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(204),
      viewer: refused('save/forbidden'),
    }),
  },
  arrangePresentationImages: {
    rule: "only those who may edit a save pick and order its presentation's renders: viewers 403, no view 404 like a missing save",
    async request(w) {
      const saveId = await w.freshSave();
      const imageId = await keptRender(w, saveId);
      return { params: { saveId }, body: { kind: 'render', images: [{ id: imageId, included: false }] } };
    },
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('save/forbidden'),
    }),
  },
  listPrintedPresentations: {
    rule: 'whoever may see a save may list the presentations printed from it; no view answers like a missing save',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  addPrintedPresentation: {
    rule: 'only those who may edit a save keep a printed presentation with it: viewers 403, no view 404 like a missing save',
    async request(w) {
      return {
        params: { saveId: await w.freshSave() },
        body: { name: 'Presentation', pdf: PRESENTATION_PDF },
      };
    },
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(201),
      viewer: refused('save/forbidden'),
    }),
  },
  readPrintedPresentation: {
    rule: 'whoever may see a save may download the presentations kept with it; no view answers like a missing save',
    async request(w) {
      const saveId = await w.freshSave();
      return { params: { saveId, printedId: await keptPresentation(w, saveId) } };
    },
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  deletePrintedPresentation: {
    rule: 'only those who may edit a save delete a presentation kept with it: viewers 403, no view 404 like a missing save',
    async request(w) {
      const saveId = await w.freshSave();
      return { params: { saveId, printedId: await keptPresentation(w, saveId) } };
    },
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(204),
      viewer: refused('save/forbidden'),
    }),
  },
  collabTicket: {
    rule: 'a collab ticket needs view and carries the reader’s role',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  listHistory: {
    rule: 'any role may browse history; no view answers like reading the save',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  readHistoryVersion: {
    rule: 'any role may read a version; no view answers like reading the save',
    request: (w) => ({ params: { saveId: w.save.id, seq: String(w.save.firstSeq) } }),
    expected: onTarget({ anonymous: SAVE_HIDDEN, stranger: SAVE_HIDDEN, editor: ok(), viewer: ok() }),
  },
  createCheckpoint: {
    rule: 'owners and editors checkpoint (else 403 history/forbidden); no view answers 404',
    request: (w, actor) => ({ params: { saveId: w.save.id }, body: { label: `By ${actor}` } }),
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(201),
      viewer: refused('history/forbidden'),
    }),
  },
  restoreVersion: {
    rule: 'owners and editors restore (else 403 history/forbidden); no view answers 404',
    request: (w) => ({ params: { saveId: w.save.id }, body: { seq: w.save.firstSeq } }),
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('history/forbidden'),
    }),
  },
  listComments: {
    rule: 'reading comments needs edit, like commenting (002 §6)',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({
      anonymous: SAVE_HIDDEN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('save/forbidden'),
    }),
  },
  postComment: {
    rule: 'commenting needs edit (002 §6)',
    request: (w) => ({ params: { saveId: w.save.id }, body: { content: 'Looks good' } }),
    expected: onTarget({
      anonymous: LOGIN,
      stranger: SAVE_HIDDEN,
      editor: ok(201),
      viewer: refused('save/forbidden'),
    }),
  },
  markCommentsRead: {
    rule: 'marking comments read needs a login and edit, like reading them',
    request: (w) => ({ params: { saveId: w.save.id } }),
    expected: onTarget({
      anonymous: LOGIN,
      stranger: SAVE_HIDDEN,
      editor: ok(),
      viewer: refused('save/forbidden'),
    }),
  },
  createFolder: {
    rule: 'a subfolder needs edit on its parent, and a shared folder takes none (000 §6)',
    request: (w, actor) => ({ body: { name: `By ${actor}`, parent: w.folder.id } }),
    expected: onTarget({
      anonymous: LOGIN,
      stranger: FOLDER_HIDDEN,
      editor: refused('folder/shared_no_subfolders'),
      viewer: refused('folder/forbidden'),
    }),
  },
  renameFolder: {
    rule: 'renaming a folder needs edit (002 §6); no view answers 404',
    request: (w, actor) => ({ params: { folderId: w.folder.id }, body: { name: `Renamed by ${actor}` } }),
    expected: onTarget({
      anonymous: LOGIN,
      stranger: FOLDER_HIDDEN,
      editor: ok(),
      viewer: refused('folder/forbidden'),
    }),
  },
  moveFolder: {
    rule: 'moving a folder needs edit (002 §6); no view answers 404',
    request: (w) => ({ params: { folderId: w.folder.id }, body: { parent: 'root', notLast: true } }),
    expected: onTarget({
      anonymous: LOGIN,
      stranger: FOLDER_HIDDEN,
      editor: ok(),
      viewer: refused('folder/forbidden'),
    }),
  },
  deleteFolder: {
    rule: 'the owner deletes a folder; anyone else shared with only removes their own access',
    async request(w) {
      return { params: { folderId: await w.freshFolder() } };
    },
    expected: onTarget({ anonymous: LOGIN, stranger: FOLDER_HIDDEN, editor: ok(204), viewer: ok(204) }),
  },
  shareFolder: {
    rule: 'sharing a folder needs edit (000 §6): viewers 403 sharing/forbidden, no view 404',
    async request(w) {
      return {
        params: { folderId: await w.freshFolder() },
        body: {
          access: 'locked',
          generalAccess: 'editor',
          editors: [w.people.coworkerEditor.id],
          viewers: [w.people.viewer.id],
        },
      };
    },
    expected: onTarget({
      anonymous: LOGIN,
      stranger: FOLDER_HIDDEN,
      editor: ok(),
      viewer: refused('sharing/forbidden'),
    }),
  },
};
