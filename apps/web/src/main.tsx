import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { authSession } from './lib/auth/auth-provider';
import { adoptCspNonce } from './lib/csp-nonce';
import './ui/styles.css';

adoptCspNonce();
// The session restore (the refresh call every first screen waits for) leaves before React's first
// render rather than after it committed; the provider's own call then joins it.
void authSession.restore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
