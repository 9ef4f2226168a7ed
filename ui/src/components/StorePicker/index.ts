export { StorePicker, StoreMap, type StorePickerProps } from './StorePicker';
