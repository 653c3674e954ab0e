import { describe, expect, it, vi } from 'vitest';
import { downloadFile, type NativeDownload } from './downloadFile';

const pdf = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00])], { type: 'application/pdf' });

describe('downloadFile', () => {
  it('hands the file to the iOS shell when its webkit message handler is present', async () => {
    const received: NativeDownload[] = [];
    const route = await downloadFile('Kitchen render.png', pdf, {
      webkit: {
        messageHandlers: { kitchenSyncDownload: { postMessage: (message) => received.push(message) } },
      },
      KitchenSyncAndroid: { download: () => expect.fail('the webkit bridge comes first') },
    });
    expect(route).toBe('webkit');
    expect(received).toEqual([{ name: 'Kitchen render.png', type: 'application/pdf', base64: 'JVBERv8A' }]);
  });

  it('hands the file to the Android shell when only its interface is present', async () => {
    const download = vi.fn();
    const route = await downloadFile('sheet.png', pdf, { KitchenSyncAndroid: { download } });
    expect(route).toBe('android');
    expect(download).toHaveBeenCalledWith('sheet.png', 'application/pdf', 'JVBERv8A');
  });

  it('encodes files larger than one argument chunk without losing bytes', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const download = vi.fn();
    await downloadFile('big.bin', new Blob([bytes]), { KitchenSyncAndroid: { download } });
    const base64 = download.mock.calls[0]![2] as string;
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(download.mock.calls[0]![1]).toBe('application/octet-stream');
  });
});
