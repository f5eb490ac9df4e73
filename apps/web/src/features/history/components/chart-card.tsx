import { type ReactNode, Suspense } from 'react';
import { historyMessages as m } from '@/messages';

/**
 * A titled card around a lazily loaded chart; `summary` is what the chart shows in words, for
 * screen readers (the drawing itself is hidden from them).
 */
export function ChartCard({
  title,
  subtitle,
  summary,
  empty,
  children,
  actions,
}: {
  title: string;
  subtitle: string;
  summary: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="hist-card" aria-label={title}>
      <div className="hist-card-head">
        <div>
          <h2 className="hist-card-title">{title}</h2>
          <p className="hist-card-subtitle">{subtitle}</p>
        </div>
        {actions}
      </div>
      {empty ? (
        <p className="hist-empty-note">{empty}</p>
      ) : (
        <figure className="hist-chart">
          <div aria-hidden="true">
            <Suspense fallback={<p className="hist-empty-note">{m.chartLoading}</p>}>
              {children}
            </Suspense>
          </div>
          <figcaption className="visually-hidden">{summary}</figcaption>
        </figure>
      )}
    </section>
  );
}
