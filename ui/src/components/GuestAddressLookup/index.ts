export { GuestAddressLookup, type GuestAddressLookupProps } from './GuestAddressLookup';
