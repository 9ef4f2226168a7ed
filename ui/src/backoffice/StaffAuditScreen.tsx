import { useState } from 'react';
import type { AuditEntry } from '@tienda/domain';
import { Button } from '../components/Button';
import { DataTable, formatShortDateTime, type DataTableColumn } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { Text } from '../components/Text';
import { auditActionLabel, auditRecordLabel } from './auditLabels';

export type StaffAuditScreenProps = {
  /** A page of the audit log, newest first; undefined while it travels. */
  entries?: AuditEntry[];
  /** The log could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** A field of a record before and after a change. */
export type AuditFieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as a person reads it: text as is, nothing as '—', anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * What a change changed: the fields whose values differ (all of them for a record created or
 * deleted); a change of something that is not a record is one line, 'valor'.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after) ? [] : [{ field: 'valor', before: shown(before), after: shown(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }))
    .filter((change) => change.before !== change.after);
}

function ChangesDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Dialog
      title={`Cambio N° ${entry.id}`}
      description={`${auditActionLabel(entry.action)} · ${auditRecordLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''} · ${formatShortDateTime(entry.at)}`}
      open
      onOpenChange={(open) => !open && onClose()}
      size="large"
      footer={<Button onClick={onClose}>Cerrar</Button>}
    >
      <DataTable
        caption="Campos que cambiaron"
        columns={[
          { key: 'field', header: 'Campo', cell: (change) => <Text as="span" size="small" weight="bold">{change.field}</Text> },
          { key: 'before', header: 'Antes', cell: (change) => change.before },
          { key: 'after', header: 'Después', cell: (change) => change.after },
        ]}
        rows={changes}
        rowKey={(change) => change.field}
        status="ready"
        emptyMessage="Ningún campo cambió."
      />
    </Dialog>
  );
}

/**
 * '/admin/registro-de-cambios' (admins only): every change the staff made, newest first — when,
 * who, what and on which record — and, for each, the fields before and after.
 */
export function StaffAuditScreen({ entries, loadError, onRetry, page, totalPages, onPageChange }: StaffAuditScreenProps) {
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: 'Cuándo', cell: (entry) => <time dateTime={entry.at}>{formatShortDateTime(entry.at)}</time> },
    { key: 'who', header: 'Quién', cell: (entry) => entry.staffEmail ?? 'El sistema' },
    { key: 'action', header: 'Acción', cell: (entry) => auditActionLabel(entry.action) },
    { key: 'entity', header: 'Registro', cell: (entry) => auditRecordLabel(entry.entity) },
    { key: 'entityId', header: 'Id', cell: (entry) => entry.entityId ?? '—', align: 'end' },
    {
      key: 'changes',
      header: 'Cambios',
      cell: (entry) => (
        <Button size="small" variant="secondary" aria-label={`Ver cambios N° ${entry.id}`} onClick={() => setOpen(entry)}>
          Ver cambios
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Registro de cambios"
        captionHidden
        columns={columns}
        rows={entries ?? []}
        rowKey={(entry) => entry.id}
        status={loadError ? 'error' : entries ? 'ready' : 'loading'}
        errorMessage={loadError ?? undefined}
        onRetry={onRetry}
        emptyMessage="Todavía no hay cambios registrados."
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
      {open && <ChangesDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
