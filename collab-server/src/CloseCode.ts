/** The WebSocket close codes this server uses (RFC 6455); the stock client reconnects after each. */
export const CloseCode = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  internalError: 1011,
  tryAgainLater: 1013,
} as const;
