import { RouterProvider } from 'react-router/dom';
import { useLocale } from '@/lib/i18n/locale';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  // A new language remounts the screens, so every catalog read is read again in it; the data
  // (queries, the signed-in session) lives outside and stays.
  const locale = useLocale();
  return (
    <AppProviders>
      <RouterProvider key={locale} router={router} />
    </AppProviders>
  );
}
