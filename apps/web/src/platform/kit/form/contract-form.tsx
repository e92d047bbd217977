import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { NamePath } from 'antd/es/form/interface';
import { flushSync } from 'react-dom';
import { ContractFormContext } from './contract-form-context.ts';
import { keepFormOnEnter } from './enter-keeps-form.ts';
import { focusFirstError } from './focus-first-error.ts';
import {
  answerProblems,
  issueProblems,
  type FieldProblem,
  type FormProblems,
} from './form-problems.ts';
import type { FormTarget } from './form-target.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

// A form built on a contract endpoint's body schema (DESIGN.md "forms from the contract
// schema"). The module declares the fields (ContractField: name, label, control) and how its
// values become the body; the form checks that body with the endpoint's own schema before
// sending, so the user meets the server's rule texts without a round trip; puts a 422's field
// errors on their fields and anything else above the buttons; brings the first field in error
// into view with the cursor in it; keeps submit off while sending; submits from its button only
// (never on Enter in a field); and guards changes not yet saved against leaving the page.

export interface ContractFormProps<Values extends object, Draft, Answer> {
  /** Where the form sends: formTarget(endpoints.create, (body) => …). */
  target: FormTarget<Draft, Answer>;
  /** The body for the form's values (dates to text, uploads to ids, trimmed as the module likes). */
  toBody: (values: Values) => Draft;
  /** The server accepted the body: the form is clean again, navigate or close. */
  onSaved: (answer: Answer) => void;
  /** The submit button's words: 'Create', 'Save'. */
  submitText: string;
  /** Beside the submit button: Cancel, a link back. */
  actions?: ReactNode;
  /** The module's own instance, when it watches or sets values (Form.useForm). */
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Prefix of the fields' element ids; give one when two forms can share a page. */
  name?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function ContractForm<Values extends object, Draft, Answer>({
  target,
  toBody,
  onSaved,
  submitText,
  actions,
  form: given,
  initialValues,
  name,
  style,
  children,
}: ContractFormProps<Values, Draft, Answer>) {
  const [form] = Form.useForm<Values>(given);
  const [dirty, setDirty] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const messageRef = useRef<HTMLDivElement>(null);

  const draft = () => toBody(form.getFieldsValue(true) as Values);

  const context: ContractFormContext = {
    schema: target.schema,
    problemsOf: (field) => {
      const checked = target.check(draft());
      if (checked.ok) return [];
      return issueProblems(checked.issues)
        .fields.filter((problem) => problem.field === field)
        .map((problem) => problem.message);
    },
  };

  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);

  /** Field problems on the fields the form has; the rest, and the message, above the buttons. */
  const show = (problems: FormProblems) => {
    const registered = form.getFieldsError().map((field) => field.name);
    const declared = (problem: FieldProblem) =>
      registered.find((name) => name.length === 1 && name[0] === problem.field);
    const elsewhere = problems.fields
      .filter((problem) => !declared(problem))
      .map((problem) => `${problem.path}: ${problem.message}`);
    // One message per field, the first the schema or the server gave.
    const shown = new Set<string>();
    form.setFields(
      problems.fields.flatMap((problem) => {
        const name = declared(problem);
        if (!name || shown.has(problem.field)) return [];
        shown.add(problem.field);
        // A name the form registered is a path of its values; antd cannot see it for any Values.
        return [{ name: name as NamePath<Values>, errors: [problem.message] }];
      }),
    );
    const text = [problems.message, ...elsewhere].filter(Boolean).join(' ');
    setMessage(text || null);
    focusFirstError(form);
  };

  const submit = async () => {
    if (inFlight.current) return;
    setMessage(null);
    const checked = target.check(draft());
    if (!checked.ok) {
      show(issueProblems(checked.issues));
      return;
    }
    inFlight.current = true;
    setSending(true);
    let answer: Answer;
    try {
      answer = await checked.send();
    } catch (error) {
      show(answerProblems(error));
      return;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    // The guard must see a clean form before onSaved navigates.
    flushSync(() => setDirty(false));
    onSaved(answer);
  };

  return (
    <ContractFormContext.Provider value={context}>
      <UnsavedChangesGuard when={dirty} />
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setDirty(true)}
        onFinish={() => void submit()}
        onFinishFailed={() => focusFirstError(form)}
        // Submit is the button's: Enter in a field (a picker accepting a date) never submits.
        onKeyDown={keepFormOnEnter}
        // Assistive technology hears that the form is saving while its buttons wait.
        aria-busy={sending}
        style={style}
      >
        {children}
        {message && (
          <div ref={messageRef} style={{ marginBottom: 16 }}>
            <Alert type="error" showIcon title={message} role="alert" />
          </div>
        )}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            {submitText}
          </Button>
          {actions}
        </Flex>
      </Form>
    </ContractFormContext.Provider>
  );
}
