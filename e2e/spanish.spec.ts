import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

// A browser set to Spanish: navigator.languages and the Accept-Language header say es-ES.
test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

test('a Spanish browser gets the sign-in screens in Spanish, and the switch turns them to English', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Fuerza y acondicionamiento')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
  const languages = page.getByRole('group', { name: 'Idioma' });
  await expect(languages.getByRole('button', { name: 'Español' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page, 'the sign-in screen in Spanish');
  await page.screenshot({ path: test.info().outputPath('login-es-390x844.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('login-es-1024x768.png') });

  // An empty form is refused by the screen, a wrong password by the server: both in Spanish.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText('Rellena todos los campos')).toBeVisible();
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña').fill('no-es-esta');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(alert.getByRole('heading', { name: 'Error al iniciar sesión' })).toBeVisible();
  await expect(
    alert.getByText('Credenciales no válidas. Revisa tu correo electrónico y tu contraseña.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the failed sign-in alert in Spanish');
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();

  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText('Strength & Conditioning')).toBeVisible();
  // The choice is kept over the browser's language.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-in screen switched to English');
});

test('registration and password reset speak Spanish, in their checks too', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();
  await page.getByLabel('Elige una contraseña').fill('123');
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Paso 1 de 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'registration in Spanish');

  // The reset screen's checks in Spanish; the server's own reset answers in Spanish are held by
  // the error-language integration test, as every spec shares one address's reset allowance.
  await page.goto('/forgot-password');
  await expect(page.getByText('Tu contraseña se saltó el día de pierna')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('sin-arroba');
  await page.getByRole('button', { name: 'Enviar código de restablecimiento' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Correo no válido' })).toBeVisible();
  await expect(alert.getByText('Introduce un correo electrónico válido.')).toBeVisible();
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expectNoSeriousA11yViolations(page, 'password reset in Spanish');
});
