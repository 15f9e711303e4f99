// App Check against the local emulators. There is no App Check emulator and no network here, so the local build
// attests itself with an unsigned token of App Check's shape (`sub` = the app id). The Functions emulator decodes
// App Check tokens without verifying them (firebase-functions' skipTokenVerification, on in the emulator only), so
// a callable with enforceAppCheck still refuses a call that carries NO token, as a deployed one does; a deployed
// function verifies the signature, which this token does not have. Shared with the emulator test clients.

const base64Url = (text: string): string =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned App Check-shaped token for the emulators, valid for an hour from `nowMs`. */
export function emulatorAppCheckToken(
  appId: string,
  nowMs: number,
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = nowMs + 60 * 60 * 1000;
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ sub: appId, iat: Math.floor(nowMs / 1000), exp: Math.floor(expireTimeMillis / 1000) }),
  );
  return { token: `${header}.${payload}.`, expireTimeMillis };
}
