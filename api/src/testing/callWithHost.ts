import { request } from 'node:http';
import type { ApiCall, ApiReply } from './apiClient';

/**
 * Like `apiClient`, but sends its own Host header, which fetch does not allow; for client-domain
 * tests, where the host picks the white-label settings.
 */
export function callWithHost(baseUrl: string, host: string) {
  return (path: string, call: ApiCall = {}): Promise<ApiReply> =>
    new Promise((resolve, reject) => {
      const url = new URL(`${baseUrl}${path}`);
      const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
      const headers: Record<string, string> = { host };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
      if (call.cookie !== undefined) headers.cookie = call.cookie;
      const outgoing = request(
        url,
        { method: call.method ?? 'GET', headers, timeout: 10_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const setCookie = response.headers['set-cookie'] ?? [];
            resolve({
              status: response.statusCode ?? 0,
              body: text === '' ? undefined : JSON.parse(text),
              setCookies: setCookie,
            });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${path} took longer than 10 s`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
