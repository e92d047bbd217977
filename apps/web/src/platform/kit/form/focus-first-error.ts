import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/**
 * Brings the first field in error, in the form's order, into view with the cursor in it
 * (issue 13: a refused form shows where). Called after the browser's check and after a 422.
 */
export function focusFirstError<Values>(form: FormInstance<Values>): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  // A name the form registered is a path of its values; antd cannot see it for any Values.
  if (first) form.scrollToField(first.name as NamePath<Values>, { focus: true, block: 'center' });
}
