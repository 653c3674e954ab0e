import { useFrame } from '@react-three/fiber';

/** Counts rendered frames for the end-to-end test API; the canvas itself is not DOM. */
export function FrameCounter({ onFrame }: { onFrame(): void }) {
  useFrame(() => onFrame());
  return null;
}
