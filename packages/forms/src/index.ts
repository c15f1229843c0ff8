export { problemOf, problemMessage, isNotFound } from './problem.ts';
export { problemFieldErrors, zodFieldErrors, type FieldErrors, type FieldPath } from './field-errors.ts';
export { zodRule } from './zod-rule.ts';
export { AddressFields, ADDRESS_FIELDS } from './AddressFields.tsx';
export { CurrencySelect } from './CurrencySelect.tsx';
export { useDebouncedValue } from './use-debounced-value.ts';
