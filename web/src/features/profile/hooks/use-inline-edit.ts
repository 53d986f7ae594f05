import { useState, type FormEvent } from 'react';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * An inline "edit, then save" field: the draft, whether it is open, and a submit that saves only a
 * changed, non-empty value (as `normalise` reads it), closes on success and toasts an error otherwise.
 */
export function useInlineEdit(current: string, persist: (value: string) => Promise<unknown>, onSaved: () => void, normalise: (draft: string) => string = (d) => d.trim()) {
  const showError = useErrorToast();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setValue(current);
    setEditing(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalise(value);
    if (!wanted || wanted === current) return setEditing(false);
    setBusy(true);
    try {
      await persist(wanted);
      onSaved();
      setEditing(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return { editing, value, setValue, busy, open, close: () => setEditing(false), save };
}
