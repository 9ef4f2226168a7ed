export * from './DeleteAccountDialog';
