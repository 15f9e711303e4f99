import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { env } from '../config/env';
import { GatePage } from '../features/gate/gate-page';
import { isGatePassed, markGatePassed } from '../features/gate/gate-storage';

/** Shows the coming-soon gate until the access code is entered once in this browser session. */
export function GateGuard() {
  const [passed, setPassed] = useState(isGatePassed);
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
