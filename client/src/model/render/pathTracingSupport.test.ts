import { describe, expect, it } from 'vitest';
import { canPathTrace } from './pathTracingSupport';

describe('canPathTrace', () => {
  it('path traces on a GPU driver', () => {
    expect(canPathTrace('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(
      true,
    );
    expect(canPathTrace('Apple M2')).toBe(true);
  });

  it('falls back to the rasterised render on a software driver', () => {
    expect(
      canPathTrace(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      ),
    ).toBe(false);
    expect(canPathTrace('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(false);
    expect(canPathTrace('Microsoft Basic Render Driver')).toBe(false);
  });
});
