import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * three and its React renderer change far less often than the editor, so a chunk of their own stays
 * cached across releases. Only these packages: their dependencies (React) stay with the entry, so
 * the home page never loads this chunk. three-mesh-bvh is left out: only the path tracer uses it,
 * and a group takes its modules into the eager chunk even when just a lazy chunk imports them.
 */
const THREE_MODULES =
  /node_modules\/(three|three-stdlib|@react-three|troika-[^/]+|camera-controls|maath|meshline|stats-gl|@monogrid)\//;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // FFmpeg's worker imports its WebAssembly core at run time (the animation recorder), which needs a
  // module worker, and its worker file must stay its own module rather than be pre-bundled.
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg', '@ffmpeg/util'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'three', test: THREE_MODULES, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
