import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { canonicalUrl } from '@/lib/model/site/meta';
import { addressFromInput } from '@/lib/editor/client/editorTargets';
import { pageNameToPath } from '@/lib/model/pages/pageRules';
import { ADDRESS_FIELD_WORDS } from '@/lib/editor/client/words/addressField';

interface AddressFieldProps {
  value: string;
  /** Why the address cannot be used, or undefined (checked as the user types). */
  problem: string | undefined;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Show the problem before anything is typed (an address proposed by the editor). */
  proposed?: boolean;
}

/**
 * A page's address, checked as it is typed, with the URL it will have. The rule is shown until
 * the user has typed: an empty field is not an error yet.
 */
export function AddressField({ value, problem, onChange, inputRef, proposed = false }: AddressFieldProps) {
  const w = useWords(ADDRESS_FIELD_WORDS);
  const [typed, setTyped] = useState(false);
  const showProblem = (typed || proposed) && problem !== undefined;
  return (
    <TextField
      label={w.address}
      value={value}
      onChange={(event) => {
        setTyped(true);
        onChange(event.target.value);
      }}
      required
      inputRef={inputRef}
      error={showProblem}
      helperText={
        showProblem
          ? problem
          : problem === undefined
            ? w.willBeAt(canonicalUrl(pageNameToPath(addressFromInput(value))))
            : w.rule
      }
      fullWidth
      size="small"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">/</InputAdornment> },
        htmlInput: { spellCheck: false, autoCapitalize: 'none', autoComplete: 'off' },
      }}
      sx={{ mb: 2 }}
    />
  );
}
