/**
 * The app inside a native shell (iOS WKWebView or an Android WebView) cannot save an anchor download,
 * so spec 001 §7 sends downloads through the shell's bridge when one is present. The spec does not
 * name the bridge; these names are ours and documented in docs/architecture/outputs.md.
 */
export interface NativeDownloadBridges {
  webkit?: { messageHandlers?: { kitchenSyncDownload?: { postMessage(message: NativeDownload): void } } };
  KitchenSyncAndroid?: { download(name: string, type: string, base64: string): void };
}

/** What a native shell receives: the file's name, its media type and its bytes in base64. */
export interface NativeDownload {
  name: string;
  type: string;
  base64: string;
}

/** Which way a download went, so callers and tests can tell. */
export type DownloadRoute = 'webkit' | 'android' | 'browser';

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its arguments on the stack; chunks keep large files under its limit.
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

async function nativeDownload(name: string, blob: Blob): Promise<NativeDownload> {
  return {
    name,
    type: blob.type || 'application/octet-stream',
    base64: base64Of(new Uint8Array(await blob.arrayBuffer())),
  };
}

function browserDownload(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file for the person: through the native shell's bridge when present, otherwise the browser's download. */
export async function downloadFile(
  name: string,
  content: Blob,
  host: NativeDownloadBridges = globalThis as NativeDownloadBridges,
): Promise<DownloadRoute> {
  const webkitHandler = host.webkit?.messageHandlers?.kitchenSyncDownload;
  if (webkitHandler) {
    webkitHandler.postMessage(await nativeDownload(name, content));
    return 'webkit';
  }
  const android = host.KitchenSyncAndroid;
  if (android) {
    const message = await nativeDownload(name, content);
    android.download(message.name, message.type, message.base64);
    return 'android';
  }
  browserDownload(name, content);
  return 'browser';
}
