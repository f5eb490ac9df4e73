import { useId } from 'react';
import { gymSettingsScreenMessages as m } from '@/messages';
import { lazyComponent } from '@/ui/lazy-dialog';
import { LoadingScreen } from '@/ui/loading-screen';
import { useGymSettings } from '../api/get-gym-settings';
import '../components/gym-settings.css';

// The forms (react-hook-form, Radix's radio groups) arrive while the settings are fetched: the
// screen's first load is its frame alone.
const GymSettingsFormView = lazyComponent(
  async () => (await import('../components/gym-settings-form')).GymSettingsFormView,
);
const OwnUnit = lazyComponent(async () => (await import('../components/own-unit')).OwnUnit);
GymSettingsFormView.preload();
OwnUnit.preload();

/**
 * /trainer/settings (issue 35): the gym's unit, equipment and readiness rule. Every trainer of the
 * gym sees them; its admins change them.
 */
export function GymSettingsScreen() {
  const settings = useGymSettings();
  const titleId = useId();
  return (
    <div className="gym-settings">
      <header className="gym-settings-header">
        <h1 id={titleId}>{m.title}</h1>
        {settings.data ? (
          <p className="gym-settings-subtitle">{m.subtitle(settings.data.gym.name)}</p>
        ) : null}
      </header>
      <OwnUnit />
      {settings.isError ? (
        <div className="gym-card gym-settings-failed" role="alert">
          <p>{m.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => settings.refetch()}>
            {m.retry}
          </button>
        </div>
      ) : !settings.data ? (
        <LoadingScreen text={m.loading} />
      ) : (
        // The form starts from the first answer; a later read (the window refocused) leaves what
        // is being typed alone.
        <GymSettingsFormView data={settings.data} titleId={titleId} />
      )}
    </div>
  );
}
