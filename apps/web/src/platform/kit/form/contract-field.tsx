import { Form, Input, type FormItemProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useContractForm } from './contract-form-context.ts';
import { fieldHints } from './schema-hints.ts';

// One field of a ContractForm: the module gives the body field's name, its label and its
// control; the schema gives the rule texts (checked as the user types, the server's own words),
// the required mark and, for text, the longest length. `rules` add checks the schema cannot
// make (a schedule still in the future at the moment of sending).

export type ContractFieldProps = Omit<FormItemProps, 'name' | 'children'> & {
  /** The body field, as the contract's schema names it: 'title', 'branch_id'. */
  name: string;
  children: ReactElement;
};

const TEXT_CONTROLS: readonly unknown[] = [Input, Input.TextArea, Input.Password];

export function ContractField({ name, children, rules, required, ...item }: ContractFieldProps) {
  const { schema, problemsOf } = useContractForm();
  const hints = fieldHints(schema, name);
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
