import { useId, type ReactElement } from 'react';
import { Dialog } from '../Dialog';
import { FieldError } from '../Field';
import { Tabs } from '../Tabs';
import { AddressesPanel, type AddressesPanelProps } from './AddressesPanel';
import { ProfileForm, type BasicProfile } from './ProfileForm';

export type EditProfileDialogProps = AddressesPanelProps & {
  profile: BasicProfile;
  /** Called with valid values (PUT /api/user). */
  onSaveProfile: (values: BasicProfile) => void;
  savingProfile?: boolean;
  /** The server's refusal of the basic data. */
  profileError?: string | null;
  /** Controlled use; or `trigger` alone, uncontrolled. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactElement;
  /** The tab shown first: 'basic' or 'addresses'. */
  defaultTab?: 'basic' | 'addresses';
};

/** 'Editar perfil': the basic data and the addresses, in two tabs. */
export function EditProfileDialog({
  profile,
  onSaveProfile,
  savingProfile,
  profileError,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  defaultTab = 'basic',
  ...addresses
}: EditProfileDialogProps) {
  const errorId = useId();
  return (
    <Dialog title="Editar perfil" open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen} trigger={trigger}>
      <Tabs
        label="Secciones del perfil"
        defaultValue={defaultTab}
        tabs={[
          {
            id: 'basic',
            label: 'Información Básica',
            content: (
              <>
                {profileError && <FieldError id={errorId}>{profileError}</FieldError>}
                <ProfileForm initialValues={profile} onSubmit={onSaveProfile} submitting={savingProfile} />
              </>
            ),
          },
          { id: 'addresses', label: 'Direcciones', content: <AddressesPanel {...addresses} /> },
        ]}
      />
    </Dialog>
  );
}
