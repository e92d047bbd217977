import { Form, Input, type FormItemProps } from 'antd';
import { cloneElement, isValidElement, useEffect, useRef, type ReactElement } from 'react';
import { useContractForm } from './contract-form-context.ts';
import { fieldHints } from './schema-hints.ts';
import { soleChoice } from './sole-choice.ts';

// One field of a ContractForm: the module gives the body field's name, its label and its
// control; the schema gives the rule texts (checked as the user types, the server's own words),
// the required mark and, for text, the longest length. `rules` add checks the schema cannot
// make (a schedule still in the future at the moment of sending). A required choice with one
// option only is made for the user (the organising branch of a principal with one branch).

export type ContractFieldProps = Omit<FormItemProps, 'name' | 'children'> & {
  /** The body field, as the contract's schema names it: 'title', 'branch_id'. */
  name: string;
  children: ReactElement;
};

const TEXT_CONTROLS: readonly unknown[] = [Input, Input.TextArea, Input.Password];

export function ContractField({ name, children, rules, required, ...item }: ContractFieldProps) {
  const { schema, problemsOf } = useContractForm();
  const hints = fieldHints(schema, name);
  const form = Form.useFormInstance();
  const only = hints.required ? soleChoice(children) : undefined;
  const filled = useRef(false);
  useEffect(() => {
    // Once, when the one option is known (lists load after the form): a value the form was
    // given, or one the user chose, is kept; not a change of the user's, so not "unsaved".
    if (only === undefined || filled.current) return;
    filled.current = true;
    const current: unknown = form.getFieldValue(name);
    if (current === undefined || current === null || current === '') {
      form.setFieldValue(name, only.value);
      void form.validateFields([name]).catch(() => undefined);
    }
  }, [form, name, only]);
  const control =
    hints.maxLength !== null &&
    isValidElement<{ maxLength?: number }>(children) &&
    TEXT_CONTROLS.includes(children.type) &&
    children.props.maxLength === undefined
      ? cloneElement(children, { maxLength: hints.maxLength })
      : children;
  return (
    <Form.Item
      {...item}
      name={name}
      required={required ?? hints.required}
      rules={[
        {
          validator: async () => {
            const [problem] = problemsOf(name);
            if (problem) throw new Error(problem);
          },
        },
        ...(rules ?? []),
      ]}
    >
      {control}
    </Form.Item>
  );
}
