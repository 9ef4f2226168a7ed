import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { is } from 'superstruct';
import { CsvImportFailure, type CsvImportResponse } from '@tienda/domain';
import type { Infer } from 'superstruct';
import type { CsvPanel } from '@tienda/ui';
import { ApiError, serverMessage } from '../api/http';

type Imported = Infer<typeof CsvImportResponse>;

/**
 * A CSV import as the CsvImport panel shows it: on its way, imported (the server says how many lines changed) or
 * refused (the server's sentence and, for a 422, every wrong line). What it changed is asked again.
 */
export function useCsvImport(send: (csv: string) => Promise<Imported>, changes: QueryKey[]) {
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<CsvPanel>({ status: 'idle', result: null, errors: [] });
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setPanel({ status: 'importing', result: null, errors: [] }),
    onSuccess: ({ message }) => {
      setPanel({ status: 'imported', result: { message }, errors: [] });
      for (const queryKey of changes) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (failure) => {
      const body = failure instanceof ApiError ? failure.body : undefined;
      const errors = is(body, CsvImportFailure) ? body.errors : [];
      setPanel({ status: 'refused', result: { message: serverMessage(failure, 'No pudimos importar el archivo. Revisa tu conexión e intenta de nuevo.') }, errors });
    },
  });
  return { panel, importCsv: (csv: string) => mutation.mutate(csv) };
}

/** A download the server makes (of what `args` name, e.g. a period): busy while it travels, its failure said in a toast by the caller. */
export function useDownload<Args = void>(run: (args: Args) => Promise<void>, onError: (message: string) => void) {
  const mutation = useMutation({ mutationFn: run, onError: (failure) => onError(serverMessage(failure, 'No pudimos descargar el archivo. Intenta de nuevo.')) });
  return { exporting: mutation.isPending, exportCsv: (args: Args) => mutation.mutate(args) };
}
