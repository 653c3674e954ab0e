import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schemas from '@kitchensync/schemas';

const MESSAGE_TYPES_FILE = fileURLToPath(
  new URL('../../../collab-server/src/MessageType.ts', import.meta.url),
);

/**
 * Our server's acknowledgement message type, or null while it has none. The ack is being added while
 * this benchmark is written, so nothing here may fail to compile when it moves: the shared wire
 * constants are read by name at run time, and the server's MessageType source is the fallback.
 */
export function detectAckMessageType(): number | null {
  const wire = (schemas as Record<string, unknown>).COLLAB_WIRE as { ackMessageType?: unknown } | undefined;
  if (typeof wire?.ackMessageType === 'number') return wire.ackMessageType;
  let source: string;
  try {
    source = readFileSync(MESSAGE_TYPES_FILE, 'utf8');
  } catch {
    return null;
  }
  const match = /^\s*(\w*ack\w*|saved\w*)\s*:\s*(\d+)/im.exec(source);
  return match?.[2] === undefined ? null : Number(match[2]);
}
