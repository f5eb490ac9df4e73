import { localizedLoginMessages } from '@levelup/shared/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

type LocaleModule = typeof import('./locale');

/** The module as a new page loads it, in a browser whose languages are `languages`. */
async function loadPage(languages: string[]): Promise<LocaleModule> {
  vi.resetModules();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  return import('./locale');
}

/** A translated screen: its heading from the login catalog, shown in the chosen language. */
function LoginHeading({ page }: { page: LocaleModule }) {
  page.useShownLocale();
  return <h1>{page.useCatalog(localizedLoginMessages).failedTitle}</h1>;
}

describe('the chosen language', () => {
  it("follows the browser's languages, English when it speaks none of them", async () => {
    render(<LoginHeading page={await loadPage(['es-ES', 'en'])} />);
    expect(screen.getByRole('heading').textContent).toBe('Error al iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
    cleanup();
    // Off a translated screen the page is English again.
    expect(document.documentElement.lang).toBe('en');

    render(<LoginHeading page={await loadPage(['de-DE'])} />);
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches every translated screen at once and keeps the choice for the next visit', async () => {
    const page = await loadPage(['es-ES']);
    render(<LoginHeading page={page} />);
    expect(screen.getByRole('heading').textContent).toBe('Error al iniciar sesión');
    act(() => page.setLocale('en'));
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
    expect(document.documentElement.lang).toBe('en');
    cleanup();

    render(<LoginHeading page={await loadPage(['es-ES'])} />);
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
  });
});
