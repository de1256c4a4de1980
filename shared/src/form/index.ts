// @gbx/shared/form-fields: the marketplace's one way of building a form
// (issue 39). An entry of its own, outside the federated singleton: only the
// areas with forms carry it (and react-hook-form with it).
export { CheckboxField, FieldError, FieldHint, FormMessage, TextField, type FieldState, type TextFieldProps } from './fields';
export { Form, useFieldProblem, useRuleForm } from './rule-form';
export { CheckField, ChoiceField, Field } from './form-field';
export { ruleResolver, type FormProblems } from './rule-resolver';
