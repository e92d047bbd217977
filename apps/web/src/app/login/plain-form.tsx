import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

// The sign-in screens' form parts, in plain elements styled as the console's antd controls look
// (login.css). The sign-in page is the first thing every user loads; antd's form, input, alert
// and theme code would more than double its JavaScript (../DECISIONS.md "Sign-in without
// antd"). What antd's Form gave, kept: labels tied to fields, an error under each field named as
// its description, the first field in error focused, Enter submits, nothing sent while busy.

/** A field's rule: the message when the value breaks it, else null. */
export type FieldRule<Values> = (value: string, values: Values) => string | null;

type Rules<Values> = { [Name in keyof Values]?: readonly FieldRule<Values>[] };

export function required<Values>(message: string): FieldRule<Values> {
  return (value) => (value.trim() === '' ? message : null);
}

export function matches<Values>(pattern: RegExp, message: string): FieldRule<Values> {
  return (value) => (value.trim() !== '' && !pattern.test(value) ? message : null);
}

export interface PlainForm<Values extends Record<string, string>> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  set: (name: keyof Values, value: string) => void;
  /** The form element's onSubmit: checks every rule, focuses the first field in error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of a field's input (unique on the page). */
  id: (name: keyof Values) => string;
}

export function usePlainForm<Values extends Record<string, string>>(
  initial: Values,
  rules: Rules<Values>,
  submit: (values: Values) => void,
  /** Fixed ids for the fields (the journeys and password managers know them), else generated. */
  fixedIds = true,
): PlainForm<Values> {
  const generated = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const id = (name: keyof Values) => (fixedIds ? String(name) : `${generated}-${String(name)}`);

  const check = (all: Values) => {
    const found: Partial<Record<keyof Values, string>> = {};
    for (const name of Object.keys(rules) as (keyof Values)[]) {
      for (const rule of rules[name] ?? []) {
        const problem = rule(all[name] ?? '', all);
        if (problem) {
          found[name] = problem;
          break;
        }
      }
    }
    return found;
  };

  return {
    values,
    errors,
    id,
    set: (name, value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // A field in error is checked again as it changes, so its message goes once it is right.
      if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
    },
    onSubmit: (event) => {
      event.preventDefault();
      const found = check(values);
      setErrors(found);
      const first = (Object.keys(values) as (keyof Values)[]).find((name) => found[name]);
      if (first !== undefined) {
        document.getElementById(id(first))?.focus();
        return;
      }
      submit(values);
    },
  };
}

interface TextFieldProps<Values extends Record<string, string>> {
  form: PlainForm<Values>;
  name: keyof Values & string;
  label: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  placeholder?: string;
  autoCapitalize?: string;
  disabled?: boolean;
}

/** A labelled text or password input with its error under it. */
export function TextField<Values extends Record<string, string>>({
  form,
  name,
  label,
  type = 'text',
  disabled,
  ...input
}: TextFieldProps<Values>) {
  const [shown, setShown] = useState(false);
  const id = form.id(name);
  const error = form.errors[name];
  const errorId = `${id}-error`;
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <div className={`plain-input${error ? ' plain-input-error' : ''}`}>
        <input
          id={id}
          name={name}
          type={type === 'password' && !shown ? 'password' : 'text'}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          spellCheck={false}
          {...input}
        />
        {type === 'password' && (
          <button
            type="button"
            className="plain-reveal"
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className="plain-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

/** The form's one primary button; says it is busy while the call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="plain-button" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A text button under the form (Back, Resend code). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="plain-link" onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A message above the form: an error or a warning is announced at once (role alert), a success
 * or information politely (role status). An error takes the focus as it appears (every one
 * follows an action: a refused sign-in, a wrong code), so the keyboard and the screen reader
 * start from it rather than from the page's top, where the disabled button left the focus.
 */
export function Notice({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'warning' | 'success' | 'info';
  title: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isError = kind === 'error';
  useEffect(() => {
    if (isError) ref.current?.focus();
  }, [isError, title]);
  return (
    <div
      ref={ref}
      tabIndex={isError ? -1 : undefined}
      className={`plain-notice plain-notice-${kind}`}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      <div className="plain-notice-title">{title}</div>
      {children && <div>{children}</div>}
    </div>
  );
}
