export * from './EditProfileDialog';
export * from './ProfileForm';
export * from './AddressesPanel';
