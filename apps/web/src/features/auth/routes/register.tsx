import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrationMessages as m,
  REGISTRATION_STEPS,
  type RegistrationForm,
  type RegistrationValues,
  registrationSchema,
  registrationStepSchemas,
  toRegistrationPayload,
} from '@levelup/shared';
import { translateText } from '@levelup/shared/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { authScreenMessages as screen } from '@/messages';
import { Button } from '@/ui/button';
import { EmailField, PasswordField, TextField } from '@/ui/text-field';
import { useRegister } from '../api/register';
import { AuthScaffold } from '../components/auth-scaffold';

type FieldName = keyof RegistrationForm;

const STEP_FIELDS: readonly (readonly FieldName[])[] = [
  ['email', 'password', 'confirmPassword'],
  ['firstName', 'lastName'],
  ['dateOfBirth', 'sex', 'weightKg', 'heightCm'],
];

const FORM_FIELDS: readonly string[] = STEP_FIELDS.flat();

function isFormField(path: string): path is FieldName {
  return FORM_FIELDS.includes(path);
}

/** The sex toggle starts unselected; the schema rejects the form until one is picked. */
const EMPTY_FORM: DefaultValues<RegistrationForm> = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  weightKg: '',
  heightCm: '',
};

interface SubmitError {
  message: string;
  /** 409: the email already has an account, so offer the reset flow. */
  emailTaken: boolean;
}

function PaginationDots({ step, label }: { step: number; label: string }) {
  return (
    <ol className="pagination-dots" aria-label={label}>
      {STEP_FIELDS.map((fields, index) => (
        <li key={fields[0]} aria-current={index === step ? 'step' : undefined} />
      ))}
    </ol>
  );
}

/** Three-step registration; the last step creates a client account and signs it in. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [step, setStep] = useState(0);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const form = useForm<RegistrationForm, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    mode: 'onChange',
    defaultValues: EMPTY_FORM,
  });
  const { register, control, formState, trigger, getFieldState, handleSubmit, setError, setFocus } =
    form;
  const values = useWatch({ control });

  useEffect(() => {
    const first = STEP_FIELDS[step]?.[0];
    if (first) setFocus(first);
  }, [step, setFocus]);

  const stepSchema = registrationStepSchemas[step];
  const stepIsValid = stepSchema?.safeParse(values).success ?? false;
  const isLastStep = step === REGISTRATION_STEPS - 1;
  // The shared schema words its issues in English; the server's are in the page's language already.
  const errorOf = (name: FieldName) => {
    const message = formState.errors[name]?.message;
    return message === undefined ? undefined : translateText(message);
  };

  const submit = handleSubmit(async (valid) => {
    setSubmitError(null);
    try {
      await registration.mutateAsync(toRegistrationPayload(valid));
      // Signed in now: the guest guard replaces this screen with the client home.
    } catch (error) {
      if (!isApiClientError(error)) {
        setSubmitError({
          message: error instanceof Error ? error.message : String(error),
          emailTaken: false,
        });
        return;
      }
      for (const issue of error.issues) {
        if (isFormField(issue.path)) setError(issue.path, { message: issue.message });
      }
      setSubmitError({ message: error.message, emailTaken: error.status === 409 });
    }
  });

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stepIsValid || registration.isPending) return;
    const fields = STEP_FIELDS[step] ?? [];
    if (!(await trigger([...fields]))) return;
    if (isLastStep) await submit();
    else setStep(step + 1);
  }

  function onBack() {
    setSubmitError(null);
    if (step === 0) navigate('/welcome');
    else setStep(step - 1);
  }

  const passwordField = register('password', {
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
    },
  });

  return (
    <AuthScaffold
      subtitle={screen.subtitle}
      heading={[m.step1Title, m.step2Title, m.step3Title][step]}
    >
      <form className="auth-form" onSubmit={onContinue} noValidate>
        <PaginationDots step={step} label={m.stepOf(step + 1, REGISTRATION_STEPS)} />
        {step === 0 ? (
          <>
            <EmailField label={m.emailLabel} error={errorOf('email')} {...register('email')} />
            <PasswordField
              label={m.passwordLabel}
              autoComplete="new-password"
              error={errorOf('password')}
              {...passwordField}
            />
            <PasswordField
              label={m.confirmPasswordLabel}
              autoComplete="new-password"
              error={errorOf('confirmPassword')}
              {...register('confirmPassword')}
            />
          </>
        ) : null}
        {step === 1 ? (
          <>
            <TextField
              label={m.firstNameLabel}
              autoComplete="given-name"
              error={errorOf('firstName')}
              {...register('firstName')}
            />
            <TextField
              label={m.lastNameLabel}
              autoComplete="family-name"
              error={errorOf('lastName')}
              {...register('lastName')}
            />
            <p className="note">{m.displayNameNote}</p>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <TextField
              label={m.dateOfBirthLabel}
              placeholder={m.dateOfBirthPlaceholder}
              autoComplete="bday"
              inputMode="numeric"
              error={errorOf('dateOfBirth')}
              {...register('dateOfBirth')}
            />
            <fieldset
              className="fieldset"
              aria-describedby={errorOf('sex') ? 'sex-error' : undefined}
            >
              <legend className="fieldset-legend">{m.sexLabel}</legend>
              <div className="segmented">
                <input id="sex-male" type="radio" value="male" {...register('sex')} />
                <label htmlFor="sex-male">{m.male}</label>
                <input id="sex-female" type="radio" value="female" {...register('sex')} />
                <label htmlFor="sex-female">{m.female}</label>
              </div>
              {errorOf('sex') ? (
                <p id="sex-error" className="field-error">
                  {errorOf('sex')}
                </p>
              ) : null}
            </fieldset>
            <TextField
              label={m.weightLabel}
              inputMode="decimal"
              error={errorOf('weightKg')}
              {...register('weightKg')}
            />
            <TextField
              label={m.heightLabel}
              inputMode="decimal"
              error={errorOf('heightCm')}
              {...register('heightCm')}
            />
          </>
        ) : null}
        {submitError ? (
          <div className="form-error" role="alert">
            <p>{submitError.message}</p>
            {submitError.emailTaken ? (
              <Link className="link" to="/forgot-password">
                {m.emailTakenHint}
              </Link>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" block disabled={!stepIsValid} loading={registration.isPending}>
          {screen.continue}
        </Button>
        <Button block variant="secondary" onClick={onBack} disabled={registration.isPending}>
          {screen.back}
        </Button>
      </form>
    </AuthScaffold>
  );
}
