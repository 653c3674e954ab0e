import path from 'node:path';
import {
  createCollabServer,
  createDesignDocuments,
  createDesignHistory,
  openSqliteDocumentStore,
  type CollabServer,
  type DocumentLog,
} from '@kitchensync/collab-server';
import {
  AuthResponseSchema,
  FolderResponseSchema,
  InviteCoworkerResponseSchema,
  SaveFileContentsSchema,
  SaveResponseSchema,
  SessionsResponseSchema,
  writeNode,
} from '@kitchensync/schemas';
import { TEST_PAYMENT_NONCES } from '../billing/createTestPaymentGateway';
import { apiClient, type ApiReply } from '../testing/apiClient';
import { becomeDesigner } from '../testing/becomeDesigner';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { mailedCode } from '../testing/mailedCode';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { thumbnailDataUrl, thumbnailPng } from '../testing/thumbnailDataUrl';
import { tempDir } from '../testing/tempDir';
import type { MatrixActor, SignedInActor } from './matrixActors';

const SECRET = new TextEncoder().encode('authorisation-matrix-secret-0123456789');
const COWORKER_PASSWORD = 'coworker password';
const DESIGNER_PASSWORD = 'correct horse battery';

export interface WorldPerson {
  id: string;
  email: string;
  token: string;
  /** Null for a guest, who has none. */
  password: string | null;
  /** `design_device=…` of a browser the account trusts, when one was set up. */
  deviceCookie?: string;
}

/**
 * The world every matrix cell is asked in, built once over real HTTP: an owner on the Team plan
 * whose organisation holds the coworker editor, the viewer and a bystander member; a private save
 * (with a design, two versions, a checkpoint, a comment and a thumbnail) and a folder, both shared with the
 * editor as editor and the viewer as viewer; an open invitation; the owner's own design session.
 * Calls that change their target get a fresh one from `freshSave`, `freshFolder` or `freshInvite`.
 */
export interface AuthorisationWorld {
  api: TestApi;
  /** Holds the api's `api.sqlite` and the designs' `collab.sqlite`. */
  dataDir: string;
  call: ReturnType<typeof apiClient>;
  owner: WorldPerson;
  bystander: WorldPerson;
  people: Record<SignedInActor, WorldPerson>;
  /** The shared private save: its id and the sequence number of its first version. */
  save: { id: string; firstSeq: number };
  folder: { id: string };
  /** An open invitation of the owner's organisation, never accepted or revoked by any cell. */
  invite: { id: string; token: string };
  /** One of the owner's session ids (as `GET /auth/sessions` names them). */
  ownerSessionId: string;
  ownerDesignSessionId: string;
  /** The shared save exported as a `.msmv` file, for imports. */
  exportedFile: string;
  token(actor: MatrixActor): string | undefined;
  /** A new session of the actor, for calls that end the one they are made with. */
  freshSession(actor: SignedInActor): Promise<string>;
  /** A new private save of the owner, shared like the world's save. */
  freshSave(): Promise<string>;
  /** A new folder of the owner, shared like the world's folder. */
  freshFolder(): Promise<string>;
  /** The token of a new open invitation for a new address. */
  freshInvite(): Promise<string>;
  /** Makes sure the actor pays for a live subscription to `planId` (subscribing or changing to it). */
  ensureSubscribed(actor: SignedInActor, planId: string): Promise<void>;
  /** Makes sure the actor's own subscription, if any, is canceled. */
  ensureCanceled(actor: SignedInActor): Promise<void>;
  close(): Promise<void>;
}

function expectStatus(reply: ApiReply, status: number, what: string): ApiReply {
  if (reply.status !== status) {
    throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return reply;
}

const design = (saveId: string) =>
  SaveFileContentsSchema.parse({
    document: { id: saveId, style: 'shaker', handle: 'bar-128' },
    walls: [{ id: 'wall_a', position: { x: 0, z: 0 }, dimensions: { x: 3, y: 2.4, z: 0.1 }, name: 'North' }],
    totalPrice: 980,
  });

export function designSessionBody(id: string) {
  return {
    id,
    __started_time: Date.now() - 60_000,
    accountId: 'acc_default',
    saveId: null,
    user: 'user_claimed_by_the_browser',
    userInfo: { browser: 'Chromium', screen: '1280x720' },
    wallsAdded: 1,
    cabinetsAdded: 1,
    checkpoints: [],
    historyActions: [],
    guest: false,
    inputData: { email: 'someone@example.com', phone_number: null, discount: null, referrer: null },
    saveAvailable: true,
  };
}

export async function buildAuthorisationWorld(): Promise<AuthorisationWorld> {
  const dir = tempDir('api-authorisation');
  let store: DocumentLog | undefined;
  let collab: CollabServer | undefined;
  let api: TestApi | undefined;
  const close = async () => {
    await api?.close();
    await collab?.close();
    await store?.close();
    dir.remove();
  };
  try {
    store = openSqliteDocumentStore(path.join(dir.path, 'collab.sqlite'));
    const log = store;
    const server = createCollabServer({ store: log, ticketSecret: SECRET });
    collab = server;
    const history = createDesignHistory({ log, applyServerChange: server.applyServerChange });
    const designs = createDesignDocuments({ log });
    const testApi = await startTestApi(dir.path, SECRET, { history, designs });
    api = testApi;
    const call = apiClient(testApi.baseUrl);

    const designer = async (email: string): Promise<WorldPerson> => {
      const made = await becomeDesigner(testApi, call, email, DESIGNER_PASSWORD);
      return {
        id: made.user.id,
        email,
        token: made.token,
        password: DESIGNER_PASSWORD,
        deviceCookie: made.deviceCookie,
      };
    };

    const owner = await designer('owner@example.com');
    const [editor, viewer, bystander] = await formOrganisation(testApi, call, owner.token, [
      'editor@example.com',
      'viewer@example.com',
      'bystander@example.com',
    ]);
    const member = (login: typeof editor, email: string): WorldPerson => ({
      id: login.id,
      email,
      token: login.token,
      password: COWORKER_PASSWORD,
    });
    // Room on the plan for the invitations the cells make and accept.
    expectStatus(
      await call('/subscribe/change/post', {
        method: 'POST',
        token: owner.token,
        body: { planId: 'team', gateway: 'test', theSameCard: true, additionalLicenses: 30 },
      }),
      200,
      'adding licenses',
    );
    const guestLogin = await loginAsGuest(call, 'guest@example.com');
    const admin = await designer('admin@example.com');
    await testApi.storage.admins.setAdmin(admin.id, true);
    const people: Record<SignedInActor, WorldPerson> = {
      guest: { id: guestLogin.user.id, email: 'guest@example.com', token: guestLogin.token, password: null },
      designer: await designer('designer@example.com'),
      coworkerEditor: member(editor, 'editor@example.com'),
      viewer: member(viewer, 'viewer@example.com'),
      outsider: await designer('outsider@example.com'),
      admin,
    };

    const shareWithCoworkers = async (kind: 'saves' | 'folders', id: string) =>
      expectStatus(
        await call(`/${kind}/${id}/share`, {
          method: 'POST',
          token: owner.token,
          body: {
            access: 'locked',
            generalAccess: 'viewer',
            editors: [people.coworkerEditor.id],
            viewers: [people.viewer.id],
          },
        }),
        200,
        `sharing a ${kind} entry`,
      );

    let saves = 0;
    const freshSave = async (): Promise<string> => {
      saves += 1;
      const reply = await call('/saves', {
        method: 'POST',
        token: owner.token,
        body: { filename: `Kitchen ${saves}` },
      });
      const { id } = SaveResponseSchema.parse(expectStatus(reply, 201, 'creating a save').body).save;
      await shareWithCoworkers('saves', id);
      return id;
    };
    let folders = 0;
    const freshFolder = async (): Promise<string> => {
      folders += 1;
      const reply = await call('/folders', {
        method: 'POST',
        token: owner.token,
        body: { name: `Folder ${folders}` },
      });
      const { id } = FolderResponseSchema.parse(expectStatus(reply, 201, 'creating a folder').body).folder;
      await shareWithCoworkers('folders', id);
      return id;
    };
    let invites = 0;
    const inviteNew = async (): Promise<{ id: string; token: string }> => {
      invites += 1;
      const email = `invitee${invites}@example.com`;
      const reply = await call('/organisation/invites', {
        method: 'POST',
        token: owner.token,
        body: { email },
      });
      const { id } = InviteCoworkerResponseSchema.parse(expectStatus(reply, 201, 'inviting').body).data;
      const mail = testApi.sentMail.filter((message) => message.to === email).at(-1);
      const token = mail && /invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`no invitation was mailed to ${email}`);
      return { id, token };
    };

    const saveId = await freshSave();
    await designs.create(saveId, design(saveId), owner.id);
    const firstSeq = await log.lastSeq(saveId);
    const edited = await server.applyServerChange(
      saveId,
      (doc) =>
        writeNode(doc, 'wall', {
          id: 'wall_b',
          position: { x: 3, z: 0 },
          dimensions: { x: 2, y: 2.4, z: 0.1 },
          name: 'East',
        }),
      owner.id,
    );
    if (edited === null) throw new Error('the second version changed nothing');
    expectStatus(
      await call(`/saves/${saveId}/history/checkpoints`, {
        method: 'POST',
        token: owner.token,
        body: { label: 'First draft' },
      }),
      201,
      'a checkpoint',
    );
    expectStatus(
      await call(`/saves/${saveId}/comments`, {
        method: 'POST',
        token: owner.token,
        body: { content: 'Hello' },
      }),
      201,
      'a comment',
    );
    expectStatus(
      await call(`/saves/${saveId}/thumbnail`, {
        method: 'PUT',
        token: owner.token,
        body: { image: thumbnailDataUrl(thumbnailPng(480, 300)) },
      }),
      200,
      'a thumbnail',
    );
    const folderId = await freshFolder();
    const invite = await inviteNew();

    const sessions = SessionsResponseSchema.parse(
      expectStatus(await call('/auth/sessions', { token: owner.token }), 200, 'listing sessions').body,
    ).data;
    const ownerSessionId = sessions[0]?.id;
    if (!ownerSessionId) throw new Error('the owner has no session');
    const ownerDesignSessionId = 'ds_owner';
    expectStatus(
      await call('/designSession/post', {
        method: 'POST',
        body: { token: owner.token, designSession: designSessionBody(ownerDesignSessionId), autosave: true },
      }),
      200,
      "the owner's design session",
    );
    const exported = await fetch(`${testApi.baseUrl}/saves/${saveId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
    const exportedFile = await exported.text();

    const freshSession = async (actor: SignedInActor): Promise<string> => {
      const person = people[actor];
      // The guest's own browser: an existing guest account opens by e-mail alone only there.
      if (person.password === null)
        return (await loginAsGuest(call, person.email, { token: person.token })).token;
      const body = { email: person.email, password: person.password };
      let reply = await call('/auth/login', { method: 'POST', body, cookie: person.deviceCookie });
      if (reply.status === 401) {
        reply = await call('/auth/login', {
          method: 'POST',
          body: { ...body, code: mailedCode(testApi, person.email) },
        });
      }
      return AuthResponseSchema.parse(expectStatus(reply, 200, `logging ${actor} in`).body).data.auth.token;
    };

    const ensureSubscribed = async (actor: SignedInActor, planId: string): Promise<void> => {
      const { token } = people[actor];
      const subscribed = await call('/subscribe', {
        method: 'POST',
        token,
        body: {
          planId,
          payment: { nonce: TEST_PAYMENT_NONCES.valid },
          administratorEmail: people[actor].email,
          name: actor,
          gateway: 'test',
        },
      });
      if (subscribed.status === 201) return;
      expectStatus(
        await call('/subscribe/change/post', {
          method: 'POST',
          token,
          body: { planId, gateway: 'test', theSameCard: true },
        }),
        200,
        `changing the plan of ${actor}`,
      );
    };

    const ensureCanceled = async (actor: SignedInActor): Promise<void> => {
      const reply = await call('/subscribe/cancel', { method: 'POST', token: people[actor].token });
      if (reply.status !== 200 && reply.status !== 409) expectStatus(reply, 200, `canceling for ${actor}`);
    };

    return {
      api: testApi,
      dataDir: dir.path,
      call,
      owner,
      bystander: member(bystander, 'bystander@example.com'),
      people,
      save: { id: saveId, firstSeq },
      folder: { id: folderId },
      invite,
      ownerSessionId,
      ownerDesignSessionId,
      exportedFile,
      token: (actor) => (actor === 'anonymous' ? undefined : people[actor].token),
      freshSession,
      freshSave,
      freshFolder,
      freshInvite: async () => (await inviteNew()).token,
      ensureSubscribed,
      ensureCanceled,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
