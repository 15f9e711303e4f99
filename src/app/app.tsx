import { BrowserRouter } from 'react-router-dom';
import { PwaUpdate } from './pwa-update';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <PwaUpdate />
    </BrowserRouter>
  );
}
