import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';

type NumberFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'inputMode'> & {
  /** 'decimal' for money (a comma key on phones), 'numeric' for whole numbers. */
  inputMode?: 'numeric' | 'decimal';
};

/**
 * A number typed the Brazilian way (decision 022): a text field, read by `numberFormResolver`.
 * Entering it selects what it holds, so typing replaces the value ('60' → '45') instead of
 * appending to it ('6045'), whether the field is clicked, tapped or reached with Tab.
 */
export function NumberField({
  inputMode = 'numeric',
  onFocus,
  onMouseDown,
  onMouseUp,
  ...props
}: NumberFieldProps) {
  return (
    <FormField
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      onFocus={(event) => {
        event.currentTarget.select();
        onFocus?.(event);
      }}
      onMouseDown={(event) => {
        const input = event.currentTarget;
        if (input !== document.activeElement) input.dataset.focusing = 'true';
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        const input = event.currentTarget;
        // The click that focused the field would put the caret down and drop the selection.
        if (input.dataset.focusing) event.preventDefault();
        delete input.dataset.focusing;
        onMouseUp?.(event);
      }}
      {...props}
    />
  );
}
