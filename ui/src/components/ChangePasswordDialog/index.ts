export * from './ChangePasswordDialog';
