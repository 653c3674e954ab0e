import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * A Pub/Sub message on the bus's catalogue-prices channel (one for all rooms): the publishing instance,
 * then the account whose catalogue prices changed.
 */
export interface CataloguePricesFrame {
  origin: string;
  accountId: string;
}

export function encodeCataloguePricesFrame(frame: CataloguePricesFrame): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, frame.origin);
  encoding.writeVarString(encoder, frame.accountId);
  return encoding.toUint8Array(encoder);
}

/** Throws on a truncated message, so that a stray publisher on the channel is only logged. */
export function decodeCataloguePricesFrame(bytes: Uint8Array): CataloguePricesFrame {
  const decoder = decoding.createDecoder(bytes);
  const origin = decoding.readVarString(decoder);
  const accountId = decoding.readVarString(decoder);
  if (accountId === '') throw new Error('A catalogue prices frame without an account');
  return { origin, accountId };
}
