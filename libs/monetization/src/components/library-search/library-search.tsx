import { type ReactNode, useState } from 'react';
import {
  monetizationMessages,
  RECORDING_SEARCH_MAX_LENGTH,
  type Recording,
} from '@ruume/contracts';
import { Stack, TextField, useDebouncedValue } from '@ruume/ui-kit';
import { SummaryDialog } from '../summary-dialog/summary-dialog';
import { LibrarySearchResults } from './library-search-results';

const text = monetizationMessages.librarySearch;

export interface LibrarySearchProps {
  /** What shows while nothing is searched for: the library's list. */
  children: ReactNode;
}

/**
 * The library's search field over its list: typing searches the names, transcripts and
 * summaries (GET meeting-recording/search); a hit opens the recording at its moment.
 */
export function LibrarySearch({ children }: LibrarySearchProps) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim());
  const [open, setOpen] = useState<{
    recording: Recording;
    startMs: number | null;
  } | null>(null);

  return (
    <Stack gap={3}>
      <TextField
        type="search"
        label={text.label}
        hideLabel
        placeholder={text.placeholder}
        leadingIcon="search"
        maxLength={RECORDING_SEARCH_MAX_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {query && typed.trim() ? (
        <LibrarySearchResults
          query={query}
          onOpen={(recording, startMs) => setOpen({ recording, startMs })}
        />
      ) : (
        children
      )}
      {open && (
        <SummaryDialog
          recording={open.recording}
          startAtMs={open.startMs}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
