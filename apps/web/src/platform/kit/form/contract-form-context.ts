import { createContext, useContext } from 'react';
import type { z } from 'zod';

/** What a ContractField needs from its form: the body schema and its verdict on the values. */
export interface ContractFormContext {
  schema: z.ZodObject;
  /** The schema's messages for one body field, for the form's values as they are now. */
  problemsOf(field: string): string[];
}

export const ContractFormContext = createContext<ContractFormContext | null>(null);

export function useContractForm(): ContractFormContext {
  const context = useContext(ContractFormContext);
  if (!context) throw new Error('A ContractField is used inside a ContractForm.');
  return context;
}
