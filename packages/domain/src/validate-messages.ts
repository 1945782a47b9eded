// spec 01 §5 'Generic forms', unless noted.

/** antd Form `validateMessages`: the default message for each kind of rule. */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: antd Form fills in ${label}, ${min} and ${max} itself.
export const VALIDATE_MESSAGES = {
  required: '${label} is required!',
  types: {
    email: '${label} is not a valid email!',
    number: '${label} is not a valid number!',
  },
  number: {
    min: 'must be greater than ${min}',
    max: 'must be less than ${max}',
    range: 'must be between ${min} and ${max}',
  },
} as const;
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: antd placeholders end here.

/** The required-field message for a field whose label is known in code. */
export const REQUIRED_MESSAGE = (label: string): string => `${label} is required!`;

/** Text areas allow at most 300 characters and show a counter. */
export const TEXTAREA_MAX = 300;

/** The ranged number input's default bounds. */
export const NUMBER_INPUT_RANGE = { min: -999_999_999_999, max: 999_999_999_999 } as const;

/** Prompt dialogs, when left empty. */
export const PROMPT_REQUIRED = 'Required!';

/** The delete dialog needs both a name and a reason. */
export const DELETE_DIALOG_MESSAGE = 'Please fill in both fields';

/** spec 01 §8: an update with no change is rejected. */
export const NO_CHANGES_MESSAGE = 'No changes on the form.';
