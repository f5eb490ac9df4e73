import { commonMessages } from '@/messages';

interface ComingSoonProps {
  /** The screen's name as the spec gives it. */
  title: string;
}

/** A clearly marked placeholder for a screen that later work builds. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <section className="coming-soon">
      <h1>{title}</h1>
      <p>{commonMessages.comingSoon}</p>
    </section>
  );
}
