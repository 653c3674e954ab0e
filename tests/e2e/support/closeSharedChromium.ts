import { afterAll } from 'vitest';
import { closeSharedChromium } from './browsers';

// A setup file: after each test file, once its own hooks have closed its contexts, its Chromium goes.
afterAll(closeSharedChromium);
