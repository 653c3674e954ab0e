/**
 * The device could not hold the render: the WebGL context was lost, or a buffer or texture could
 * not be allocated. The render retries at a cheaper setting (spec 001 section 4).
 */
export class RenderMemoryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RenderMemoryError';
  }
}
