import { createContext, useContext, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { env } from '../config/env';
import { GatePage } from '../features/gate/gate-page';
import { isGatePassed, markGatePassed } from '../features/gate/gate-storage';

/**
 * True only while the public pages are prerendered at build time: the HTML then holds the page behind the gate,
 * and the gate check in the document's head keeps it hidden from a visitor who has not passed the gate.
 */
export const PrerenderingBehindGate = createContext(false);

/** Shows the coming-soon gate until the access code is entered once in this browser session. */
export function GateGuard() {
  const prerendering = useContext(PrerenderingBehindGate);
  const [passed, setPassed] = useState(() => prerendering || isGatePassed());
  if (!passed) {
    return (
      <GatePage
        accessCode={env.gateCode}
        onUnlock={() => {
          markGatePassed();
          setPassed(true);
        }}
      />
    );
  }
  return <Outlet />;
}
