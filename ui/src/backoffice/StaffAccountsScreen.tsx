import { useEffect, useId, useState } from 'react';
import { CircleCheck, UserPlus } from 'lucide-react';
import {
  STAFF_ROLES,
  validateEmail,
  validateName,
  validateStaffPassword,
  type FieldErrors,
  type NewStaff,
  type StaffChange,
  type StaffMember,
  type StaffRole,
} from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Column, Columns } from '../components/Columns';
import { DataTable, formatShortDateTime, type DataTableColumn } from '../components/DataTable';
import { ConfirmDialog } from '../components/Dialog';
import { FormFailure } from '../components/Field';
import { Select } from '../components/Select';
import { Stack } from '../components/Stack';
import { STAFF_ROLE_LABELS } from '../components/StaffLayout';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';
import { STAFF_PASSWORD_HINT } from './staffPasswordFields';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

type NewStaffValues = Record<keyof NewStaff, string>;

export type StaffAccountsScreenProps = {
  /** Every staff account, the oldest first; undefined while they travel. */
  staff?: StaffMember[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The signed-in admin: their own account cannot be changed here. */
  currentStaffId: number;
  /** 'Crear cuenta', once the form's rules pass. */
  onCreate: (values: NewStaff) => void;
  /** A change of role or of whether the account may sign in, confirmed. */
  onChange: (id: number, change: StaffChange) => void;
  /** 'Contraseña temporal': an admin's reset of someone else's password. */
  onResetPassword: (id: number, temporaryPassword: string) => void;
  /** `saving` while a call travels; `done` or `refused` with the server's `message`. */
  status?: 'idle' | 'saving' | 'done' | 'refused';
  /** The server's refusal of the new account, field by field ('Ese correo ya tiene una cuenta.'). */
  errors?: FieldErrors<NewStaff>;
  /** The server's sentence about the last call. */
  message?: string | null;
};

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

function validateNewStaff(values: NewStaffValues): FieldErrors<NewStaffValues> {
  const errors: FieldErrors<NewStaffValues> = {};
  const name = validateName(values.name.trim());
  const email = validateEmail(values.email.trim());
  const password = validateStaffPassword(values.password, values.email.trim());
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

const blank: NewStaffValues = { name: '', email: '', role: 'operador', password: '' };

function NewAccount({ onCreate, status, errors }: Pick<StaffAccountsScreenProps, 'onCreate' | 'status' | 'errors'>) {
  const { bind, submit, reset } = useFormFields<NewStaffValues>(blank, validateNewStaff);
  const [sent, setSent] = useState(false);
  const saving = status === 'saving';
  // Once the account exists the form is empty again for the next one.
  useEffect(() => {
    if (sent && status === 'done') {
      reset();
      setSent(false);
    }
    if (status === 'refused') setSent(false);
  }, [sent, status, reset]);
  const field = <F extends keyof NewStaffValues>(name: F) => {
    const bound = bind(name);
    return { ...bound, error: bound.error ?? (sent || saving ? undefined : errors?.[name]) };
  };

  return (
    <Card title="Nueva cuenta" titleSize="4" icon={<UserPlus size={20} aria-hidden="true" />}>
      <Stack
        as="form"
        space="medium"
        noValidate
        aria-busy={saving || undefined}
        onSubmit={submit((values) => {
          setSent(true);
          onCreate({ name: values.name.trim(), email: values.email.trim(), role: values.role as StaffRole, password: values.password });
        })}
      >
        <Columns space="medium">
          <Column>
            <Stack space="medium">
              <TextField label="Nombre" autoComplete="off" disabled={saving} {...field('name')} />
              <Select label="Rol" options={roleOptions} disabled={saving} {...field('role')} />
            </Stack>
          </Column>
          <Column>
            <Stack space="medium">
              <TextField label="Correo electrónico" type="email" autoComplete="off" disabled={saving} {...field('email')} />
              <TextField
                label="Contraseña inicial"
                type="password"
                autoComplete="new-password"
                hint={`${STAFF_PASSWORD_HINT} La persona podrá cambiarla después.`}
                disabled={saving}
                {...field('password')}
              />
            </Stack>
          </Column>
        </Columns>
        <Box>
          <Button type="submit" loading={saving && sent} loadingLabel="Creando...">
            Crear cuenta
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

type Asked = { member: StaffMember; change: StaffChange };

function question({ member, change }: Asked): { title: string; description: string; confirm: string } {
  if (change.role) {
    return {
      title: 'Cambiar rol',
      description: `${member.name} pasará de ${STAFF_ROLE_LABELS[member.role]} a ${STAFF_ROLE_LABELS[change.role]}.`,
      confirm: `Hacer ${STAFF_ROLE_LABELS[change.role]}`,
    };
  }
  return change.active
    ? { title: 'Activar cuenta', description: `${member.name} podrá volver a ingresar al back office.`, confirm: 'Activar' }
    : {
        title: 'Desactivar cuenta',
        description: `${member.name} no podrá ingresar al back office hasta que la actives otra vez.`,
        confirm: 'Desactivar',
      };
}

/**
 * '/admin/personal' (admins only): the staff accounts with their role and whether they may sign
 * in, a form for a new account, and changes of role or access, each confirmed. The signed-in
 * admin's own account is shown but cannot be changed here (no one locks themselves out).
 */
export function StaffAccountsScreen({
  staff,
  loadError,
  onRetry,
  currentStaffId,
  onCreate,
  onChange,
  onResetPassword,
  status = 'idle',
  errors,
  message,
}: StaffAccountsScreenProps) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const ownReasonId = useId();
  const saving = status === 'saving';

  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: 'Persona',
      cell: (member) => (
        <Stack space="none">
          <span>{member.name}</span>
          <Text as="span" size="small" tone="muted">
            {member.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: 'Rol', cell: (member) => STAFF_ROLE_LABELS[member.role] },
    {
      key: 'active',
      header: 'Acceso',
      cell: (member) => (member.active ? <Badge tone="success">Activa</Badge> : <Badge tone="neutral">Inactiva</Badge>),
    },
    { key: 'createdAt', header: 'Alta', cell: (member) => formatShortDateTime(member.createdAt) },
    {
      key: 'actions',
      header: 'Cambios',
      cell: (member) => {
        const own = member.id === currentStaffId;
        const otherRole: StaffRole = member.role === 'admin' ? 'operador' : 'admin';
        return (
          <Stack space="xxsmall">
            <Box display="flex" flexWrap="wrap" gap="xsmall">
              <Button
                size="small"
                variant="secondary"
                disabled={own || saving}
                aria-describedby={own ? ownReasonId : undefined}
                aria-label={`Hacer ${STAFF_ROLE_LABELS[otherRole]} a ${member.name}`}
                onClick={() => setAsked({ member, change: { role: otherRole } })}
              >
                {`Hacer ${STAFF_ROLE_LABELS[otherRole]}`}
              </Button>
              <Button
                size="small"
                variant={member.active ? 'ghost' : 'secondary'}
                disabled={own || saving}
                aria-describedby={own ? ownReasonId : undefined}
                aria-label={`${member.active ? 'Desactivar' : 'Activar'} la cuenta de ${member.name}`}
                onClick={() => setAsked({ member, change: { active: !member.active } })}
              >
                {member.active ? 'Desactivar' : 'Activar'}
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={own || saving}
                aria-describedby={own ? ownReasonId : undefined}
                aria-label={`Contraseña temporal para ${member.name}`}
                onClick={() => setResetting(member)}
              >
                Contraseña temporal
              </Button>
            </Box>
            {own && (
              <Text id={ownReasonId} size="xsmall" tone="muted">
                Es tu cuenta: otro administrador puede cambiarla.
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  const asking = asked && question(asked);
  return (
    <>
      <Stack space="large">
        <Stack space="medium">
          {/* In the page from the start, so that the server's answer is announced when it arrives. */}
          <div role="status">
            {status === 'done' && message && (
              <Box display="flex" alignItems="center" gap="xsmall">
                <CircleCheck size={20} aria-hidden="true" />
                <Text tone="success" weight="medium">
                  {message}
                </Text>
              </Box>
            )}
          </div>
          {status === 'refused' && message && <FormFailure>{message}</FormFailure>}
          <DataTable
            caption="Cuentas del personal"
            columns={columns}
            rows={staff ?? []}
            rowKey={(member) => member.id}
            status={loadError ? 'error' : staff ? 'ready' : 'loading'}
            errorMessage={loadError ?? undefined}
            onRetry={onRetry}
            emptyMessage="Todavía no hay cuentas."
          />
        </Stack>
        <NewAccount onCreate={onCreate} status={status} errors={errors} />
      </Stack>
      {asked && asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={asking.title}
          description={asking.description}
          confirmLabel={asking.confirm}
          cancelLabel="Volver"
          onConfirm={() => onChange(asked.member.id, asked.change)}
        />
      )}
      {resetting && (
        <TemporaryPasswordDialog member={resetting} onSubmit={(password) => onResetPassword(resetting.id, password)} onClose={() => setResetting(null)} />
      )}
    </>
  );
}
