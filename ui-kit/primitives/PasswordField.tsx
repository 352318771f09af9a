/**
 * PasswordField: a TextField for passwords with a show/hide button inside the input. The button's
 * label says what pressing it does ("Show password" / "Hide password", from i18n) and the input
 * switches between type="password" and type="text".
 */
import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../i18n';
import { IconButton } from './IconButton';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle. Autocomplete defaults to `current-password`. */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', isDisabled, ...props }: PasswordFieldProps) {
  const t = useT();
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          isDisabled={isDisabled}
          aria-label={t(isVisible ? 'common.hidePassword' : 'common.showPassword')}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    />
  );
}
