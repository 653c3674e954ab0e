/** A thin fetch wrapper for service tests: JSON in, status, JSON and cookies out. */
export interface ApiReply {
  status: number;
  body: unknown;
  setCookies: string[];
}

export interface ApiCall {
  method?: string;
  body?: unknown;
  /** Sent verbatim, for malformed JSON. */
  rawBody?: string;
  token?: string;
  cookie?: string;
}

export function apiClient(baseUrl: string) {
  return async (path: string, call: ApiCall = {}): Promise<ApiReply> => {
    const headers: Record<string, string> = {};
    if (call.body !== undefined || call.rawBody !== undefined) headers['content-type'] = 'application/json';
    if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
    if (call.cookie !== undefined) headers.cookie = call.cookie;
    const response = await fetch(`${baseUrl}${path}`, {
      method: call.method ?? 'GET',
      headers,
      body: call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    });
    const text = await response.text();
    // Pictures (a save's thumbnail) and PDFs come back as they are; every other answer is JSON.
    const type = response.headers.get('content-type') ?? '';
    const picture = type.startsWith('image/') || type.startsWith('application/pdf');
    return {
      status: response.status,
      body: text === '' ? undefined : picture ? text : JSON.parse(text),
      setCookies: response.headers.getSetCookie(),
    };
  };
}
