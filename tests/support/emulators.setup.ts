// Fails the whole emulator tier at once, with a clear message, when an emulator is not answering.
import { HOST, PORTS } from '../../scripts/support/emulator-config';

export default async function requireEmulators(): Promise<void> {
  const down: string[] = [];
  for (const [name, port] of Object.entries(PORTS)) {
    try {
      await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(3000) });
    } catch {
      down.push(`${name} (${HOST}:${port})`);
    }
  }
  if (down.length > 0) {
    throw new Error(
      `Emulators not reachable: ${down.join(', ')}. Run this tier through \`npm run test:emulators\`, which starts them.`,
    );
  }
}
