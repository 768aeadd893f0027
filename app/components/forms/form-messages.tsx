import { createContext, type ReactNode, useContext } from 'react';

/**
 * Schemas report errors as message keys (e.g. `faqForm.errors.nameRequired`); the form that shows them
 * provides the texts of the visitor's locale. Unknown keys are shown as they are.
 */
const FormMessagesContext = createContext<Record<string, string>>({});

export function FormMessagesProvider({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  return <FormMessagesContext.Provider value={messages}>{children}</FormMessagesContext.Provider>;
}

export function useFormMessage(): (key: string | undefined) => string | undefined {
  const messages = useContext(FormMessagesContext);
  return (key) => (key === undefined ? undefined : (messages[key] ?? key));
}
