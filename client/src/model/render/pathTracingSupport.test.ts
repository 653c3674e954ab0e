import { describe, expect, it } from 'vitest';
import { NO_FLOAT_TARGETS_NOTE, pathTracingRoute, SOFTWARE_RENDERER_NOTE } from './pathTracingSupport';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
/** What Debian's Chromium offers headless on SwiftShader here (its path-tracing ones). */
const SWIFTSHADER_EXTENSIONS = ['EXT_color_buffer_float', 'EXT_float_blend', 'OES_texture_float_linear'];

describe('pathTracingRoute', () => {
  it('path traces with multiple importance sampling, and says nothing, on a graphics card', () => {
    for (const rendererName of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
      'Mali-G78',
    ]) {
      expect(
        pathTracingRoute({ rendererName, webgl2: true, extensions: ['EXT_color_buffer_float'] }),
      ).toEqual({
        pathTrace: true,
        multipleImportanceSampling: true,
        note: null,
      });
    }
  });

  it('path traces without multiple importance sampling on a software renderer, and says why it is slow', () => {
    for (const rendererName of [
      SWIFTSHADER,
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Microsoft Basic Render Driver',
    ]) {
      expect(pathTracingRoute({ rendererName, webgl2: true, extensions: SWIFTSHADER_EXTENSIONS })).toEqual({
        pathTrace: true,
        multipleImportanceSampling: false,
        note: SOFTWARE_RENDERER_NOTE,
      });
    }
  });

  it('makes the fast render, saying so, where WebGL cannot draw float pictures', () => {
    const withoutFloatTargets = {
      rendererName: 'Adreno (TM) 506',
      webgl2: true,
      extensions: ['EXT_float_blend'],
    };
    expect(pathTracingRoute(withoutFloatTargets)).toEqual({ pathTrace: false, note: NO_FLOAT_TARGETS_NOTE });
    expect(
      pathTracingRoute({ rendererName: 'Intel HD', webgl2: false, extensions: ['EXT_color_buffer_float'] }),
    ).toEqual({ pathTrace: false, note: NO_FLOAT_TARGETS_NOTE });
  });

  it('does not ask for blending of float pictures, which the path tracer works around', () => {
    expect(
      pathTracingRoute({ rendererName: 'Mali-G78', webgl2: true, extensions: ['EXT_color_buffer_float'] })
        .pathTrace,
    ).toBe(true);
  });
});
