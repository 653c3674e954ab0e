import {
  CollabTicketResponseSchema,
  GuestLoginResponseSchema,
  SaveResponseSchema,
} from '@kitchensync/schemas';

/**
 * A guest of the product, speaking to the api as the client does: signed in with an e-mail (the
 * session cookie the api sets), creating saves and fetching a collab ticket before every socket.
 */
export class ProductSession {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async guest(baseUrl: string, email: string): Promise<ProductSession> {
    const response = await fetch(`${baseUrl}/api/auth/guest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!response.ok) throw new Error(`guest sign-in answered ${response.status}`);
    const { data } = GuestLoginResponseSchema.parse(await response.json());
    if (!('auth' in data)) throw new Error('guest sign-in asked for a code');
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    return new ProductSession(baseUrl, cookie);
  }

  async createSave(filename: string): Promise<string> {
    const body = await this.post('/api/saves', { filename });
    return SaveResponseSchema.parse(body).save.id;
  }

  async ticket(saveId: string): Promise<string> {
    return CollabTicketResponseSchema.parse(await this.post(`/api/saves/${saveId}/collab-ticket`)).ticket;
  }

  private async post(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        Cookie: this.cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
}
