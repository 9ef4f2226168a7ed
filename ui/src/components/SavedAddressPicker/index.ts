export { SavedAddressPicker, type SavedAddressPickerProps } from './SavedAddressPicker';
