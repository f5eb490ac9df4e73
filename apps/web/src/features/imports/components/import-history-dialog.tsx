import {
  IMPORT_MAX_BYTES,
  type ImportFile,
  type ImportPreview,
  importMessages as m,
  type WeightUnit,
} from '@levelup/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiClientError } from '@/lib/api-client';
import { formatLocale } from '@/lib/i18n/locale';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { useConfirmImport } from '../api/confirm-import';
import { usePreviewImport } from '../api/preview-import';
import { type ChoiceForm, CUSTOM_CHOICE, choicesOf, initialPicks } from '../model/choices';
import './import-history.css';

const MEGABYTE = 1024 * 1024;

/** What went wrong, in the server's words when it said (they name the file's line and column). */
const failureText = (error: unknown, fallback: string) =>
  isApiClientError(error) ? error.message : fallback;

type FileForm = { files: FileList | null; unit: WeightUnit };

/** Step one: the export file and, for files that do not say, the unit of its weights. */
function FileStep({
  onPreview,
  pending,
  failure,
}: {
  onPreview: (file: ImportFile) => Promise<void>;
  pending: boolean;
  failure: string | null;
}) {
  const form = useForm<FileForm>({ defaultValues: { files: null, unit: 'kg' } });
  const fileId = useId();
  const unitId = useId();
  const fileError = form.formState.errors.files?.message;

  const onSubmit = form.handleSubmit(async ({ files, unit }) => {
    const file = files?.[0];
    if (!file) return;
    await onPreview({ csv: await file.text(), unit });
  });

  return (
    <form className="import-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={fileId}>
          {m.fileLabel}
        </label>
        <input
          id={fileId}
          className="field-input import-file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          {...form.register('files', {
            validate: (files) => {
              const file = files?.[0];
              if (!file) return m.fileRequired;
              if (file.size > IMPORT_MAX_BYTES) return m.tooLarge(IMPORT_MAX_BYTES / MEGABYTE);
              return true;
            },
          })}
        />
        <p id={`${fileId}-hint`} className="field-hint">
          {m.fileHint}
        </p>
        {fileError ? (
          <p id={`${fileId}-error`} className="field-error">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={unitId}>
          {m.unitLabel}
        </label>
        <select
          id={unitId}
          className="field-input"
          aria-describedby={`${unitId}-hint`}
          {...form.register('unit')}
        >
          <option value="kg">kg</option>
          <option value="lb">lbs</option>
        </select>
        <p id={`${unitId}-hint`} className="field-hint">
          {m.unitHint}
        </p>
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" block loading={pending}>
        {pending ? m.previewing : m.previewButton}
      </Button>
    </form>
  );
}

const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(formatLocale()) : '');

/** Step two: what the file adds, and a library exercise (or a new one) for each unmatched. */
function PreviewStep({
  preview,
  onConfirm,
  onBack,
  pending,
  failure,
}: {
  preview: ImportPreview;
  onConfirm: (form: ChoiceForm) => Promise<void>;
  onBack: () => void;
  pending: boolean;
  failure: string | null;
}) {
  const form = useForm<ChoiceForm>({ defaultValues: initialPicks(preview.exercises) });
  const baseId = useId();
  const errors = form.formState.errors.picks;
  const nothingNew = preview.sessions === 0;
  const unit = preview.unit === 'lb' ? 'lbs' : 'kg';

  return (
    <form className="import-form" onSubmit={form.handleSubmit(onConfirm)} noValidate>
      <section className="import-summary" aria-labelledby={`${baseId}-summary`}>
        <h3 id={`${baseId}-summary`} className="import-heading">
          {m.previewTitle}
        </h3>
        <p className="import-format">{m.detected(m.formatName(preview.format), unit)}</p>
        <dl className="import-counts">
          <div>
            <dt>{m.sessionsLabel}</dt>
            <dd>{preview.sessions}</dd>
          </div>
          <div>
            <dt>{m.setsLabel}</dt>
            <dd>{preview.sets}</dd>
          </div>
        </dl>
        {preview.firstDate ? (
          <p className="field-hint">
            {dayOf(preview.firstDate)} – {dayOf(preview.lastDate)}
          </p>
        ) : null}
        {preview.alreadyImported > 0 ? (
          <p className="field-hint">{m.alreadyImported(preview.alreadyImported)}</p>
        ) : null}
        {preview.skippedRows > 0 ? (
          <p className="field-hint">{m.skippedRows(preview.skippedRows)}</p>
        ) : null}
        {nothingNew ? <p className="import-nothing">{m.nothingNew}</p> : null}
      </section>
      {preview.exercises.length > 0 ? (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{m.exercisesTitle}</legend>
          <ul className="import-exercises">
            {preview.exercises.map((exercise, index) => {
              const selectId = `${baseId}-pick-${index}`;
              const error = errors?.[index]?.message;
              return (
                <li key={exercise.name} className="import-exercise">
                  <div className="import-exercise-head">
                    <span className="import-exercise-name">{exercise.name}</span>
                    <span
                      className={exercise.match ? 'import-badge import-badge-ok' : 'import-badge'}
                    >
                      {exercise.match ? m.matched : m.unmatched} · {m.setsCount(exercise.sets)}
                    </span>
                  </div>
                  <label className="visually-hidden" htmlFor={selectId}>
                    {m.pickLabel(exercise.name)}
                  </label>
                  <select
                    id={selectId}
                    className="field-input"
                    defaultValue={exercise.match?.id ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${selectId}-error` : undefined}
                    {...form.register(`picks.${index}`, {
                      validate: (pick) => pick !== '' || m.pickRequired,
                    })}
                  >
                    <option value="">{m.pickPlaceholder}</option>
                    <option value={CUSTOM_CHOICE}>{m.createCustom}</option>
                    {preview.library.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </select>
                  {error ? (
                    <p id={`${selectId}-error`} className="field-error">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="import-actions">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {m.back}
        </Button>
        <Button type="submit" loading={pending} disabled={nothingNew}>
          {pending ? m.importing : m.confirmButton}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Import history' (issue 33), for a client's page (their trainer) and the client's own menu:
 * a Strong or Hevy CSV export is read on the server and previewed (its sessions, sets and
 * exercises matched to the library), each unmatched exercise gets a library exercise or a new
 * custom one, and Import adds it all at once, with a toast.
 */
export function ImportHistoryDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const previewing = usePreviewImport(clientId);
  const importing = useConfirmImport(clientId);
  const [file, setFile] = useState<ImportFile | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
  };
  // Each opening starts from the file step, whatever the last one left.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }

  async function onPreview(chosen: ImportFile) {
    setFailure(null);
    try {
      setPreview(await previewing.mutateAsync(chosen));
      setFile(chosen);
    } catch (error) {
      setFailure(failureText(error, m.failed));
    }
  }

  async function onConfirm(form: ChoiceForm) {
    if (!file || !preview) return;
    setFailure(null);
    try {
      const result = await importing.mutateAsync({
        ...file,
        exercises: choicesOf(preview.exercises, form),
      });
      toast.success(
        result.sessions > 0 ? m.imported(result.sessions, result.sets) : m.importedNothing,
      );
      onOpenChange(false);
    } catch (error) {
      setFailure(failureText(error, m.failed));
      toast.error(m.failed);
    }
  }

  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      dirty={preview !== null && !importing.isSuccess}
      className="import-dialog"
    >
      <p className="dialog-message">{m.description}</p>
      {preview ? (
        <PreviewStep
          preview={preview}
          onConfirm={onConfirm}
          onBack={reset}
          pending={importing.isPending}
          failure={failure}
        />
      ) : (
        <FileStep onPreview={onPreview} pending={previewing.isPending} failure={failure} />
      )}
    </GuardedDialog>
  );
}
