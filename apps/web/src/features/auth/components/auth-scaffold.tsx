import type { ReactNode } from 'react';
import { authScreenMessages as m } from '@/messages';
import { LanguageSwitch } from '@/ui/language-switch';
import { LogoMark } from '@/ui/logo';

interface AuthScaffoldProps {
  subtitle: string;
  /** A screen or step heading under the brand, e.g. 'Almost done...'. */
  heading?: string;
  description?: ReactNode;
  /** The white card: fields and messages. Omit for screens without a form. */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The gradient page shared by the signed-out screens: logo, title, subtitle, content, actions, and
 * the language switch (these screens are translated, so the page is in the user's language).
 */
export function AuthScaffold({
  subtitle,
  heading,
  description,
  children,
  actions,
}: AuthScaffoldProps) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-brand">
          <LogoMark size={72} />
          <h1 className="auth-title">{m.title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
        </header>
        {heading ? <h2 className="auth-heading">{heading}</h2> : null}
        {description ? <div className="auth-description">{description}</div> : null}
        {children ? <div className="auth-content">{children}</div> : null}
        {actions ? <div className="auth-actions">{actions}</div> : null}
        <LanguageSwitch label={m.language} />
      </div>
    </main>
  );
}
