import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { authSession } from '@/lib/auth/auth-provider';
import { wasSignedIn } from '@/lib/auth/auth-session';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { startInUserLocale } from '@/lib/i18n/locale';
import '@/ui/styles.css';

adoptCspNonce();
// A browser signed in when last seen waits on the session restore (the refresh call) for its
// first screen, so the call leaves before React's first render rather than after it committed;
// the provider's own call then joins it. Any other browser shows a guest screen at once
// (GuestOnly) and restores after that paint, off its critical path.
if (wasSignedIn()) void authSession.restore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// English renders at once; another language first fetches the first screen's translations.
void startInUserLocale().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
