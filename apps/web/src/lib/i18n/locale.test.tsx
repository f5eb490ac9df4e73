import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

/** The modules as a new page loads them, in a browser whose languages are `languages`. */
async function loadPage(languages: string[]) {
  vi.resetModules();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const page = await import('./locale');
  const { loginMessages } = await import('@levelup/shared');
  const i18n = await import('@levelup/shared/i18n');
  await page.startInUserLocale();
  /** The app's root as `App` has it: its screens keyed by the language. */
  // biome-ignore lint/correctness/noComponentHookFactories: one per page load, on that load's fresh modules
  function Root() {
    const locale = page.useLocale();
    return <h1 key={locale}>{loginMessages.failedTitle}</h1>;
  }
  return { page, i18n, Root };
}

describe('the chosen language', () => {
  it("follows the browser's languages, English when it speaks none of them", async () => {
    const spanish = await loadPage(['es-ES', 'en']);
    render(<spanish.Root />);
    expect(screen.getByRole('heading').textContent).toBe('Error al iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
    cleanup();

    const german = await loadPage(['de-DE']);
    render(<german.Root />);
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches every screen at once and keeps the choice for the next visit', async () => {
    const { page, Root } = await loadPage(['es-ES']);
    render(<Root />);
    expect(screen.getByRole('heading').textContent).toBe('Error al iniciar sesión');
    await act(() => page.setLocale('en'));
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
    expect(document.documentElement.lang).toBe('en');
    cleanup();

    const next = await loadPage(['es-ES']);
    render(<next.Root />);
    expect(screen.getByRole('heading').textContent).toBe('Login Failed');
  });

  it('brings the translations of code fetched later with that code', async () => {
    const { page, i18n } = await loadPage(['es']);
    const load = page.withTranslations(async () =>
      i18n.localized({ later: 'Later' } as const, { es: async () => ({ later: 'Luego' }) }),
    );
    const catalog = await load();
    expect(catalog.later).toBe('Luego');
  });

  it('formats in the browser variant of the shown language', async () => {
    const { page } = await loadPage(['es-MX', 'en-GB']);
    expect(page.formatLocale()).toBe('es-MX');
    await page.setLocale('en');
    expect(page.formatLocale()).toBe('en-GB');
  });
});
