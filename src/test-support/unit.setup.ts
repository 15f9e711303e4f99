// Runs before every unit and component test file. Component tests opt into jsdom with
// `// @vitest-environment jsdom` at their top; the matchers below are harmless elsewhere.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
