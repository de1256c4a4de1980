import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useFormState, type DefaultValues, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { ruleResolver, type FormProblems } from './rule-resolver';

/**
 * The one way a marketplace form keeps its state (issue 39): react-hook-form,
 * judged by the form's rules. §5's error policy: nothing is shown until the
 * visitor first sends the form; from then on each field's problem follows
 * what they type, and sending a form with problems puts the focus on the
 * first field that has one (in the order the fields are drawn).
 *
 * The fields are uncontrolled: what a visitor typed before the page's
 * scripts ran is handed to them as input events (early-input.ts), like typing.
 */
export function useRuleForm<V extends FieldValues>(defaultValues: DefaultValues<V>, problemsOf: (values: V) => FormProblems<V>): UseFormReturn<V> {
  return useForm<V>({ defaultValues, resolver: ruleResolver(problemsOf), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
}

/** Turns a problem's text key into the text the visitor reads, in the form's own namespace. */
type Translate = (key: string) => string;
const TranslateContext = createContext<Translate>((key) => key);

interface FormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: UseFormReturn<V>;
  /** Called with the values once the rules find no problem (the form's send, e.g. a useApiMutation's mutate). */
  onValid: SubmitHandler<V>;
  /** The form's translator (its namespace's t): the rules' problems are text keys. */
  t: Translate;
  children: ReactNode;
}

/** A <form> whose fields (Field, CheckField, ChoiceField) register themselves and show their problems. */
export function Form<V extends FieldValues>({ form, onValid, t, children, ...attributes }: FormProps<V>) {
  return (
    <FormProvider {...form}>
      <TranslateContext.Provider value={t}>
        {/* The browser's own checks are off: the rules say what is wrong, in the page's language. */}
        <form noValidate {...attributes} onSubmit={form.handleSubmit(onValid)}>
          {children}
        </form>
      </TranslateContext.Provider>
    </FormProvider>
  );
}

/** The text of `name`'s problem, once the visitor has sent the form; null while there is none. */
export function useFieldProblem(name: string): string | null {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const translate = useContext(TranslateContext);
  const key = errors[name]?.message;
  return typeof key === 'string' && key ? translate(key) : null;
}
